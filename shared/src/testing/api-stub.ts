import { stubResponse } from './responses';

export interface StubRequest {
  method: string;
  /** Path after the api base, e.g. '/v1/subscriptions'. */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface StubReply {
  status: number;
  body?: unknown;
}

/** A reply, or a function of the request giving one (or its promise); `'network-error'` makes fetch reject. */
type Reply = StubReply | 'network-error';
export type StubRoute = Reply | ((request: StubRequest) => Reply | Promise<Reply>);

const API_BASE = '/api';

export function ok(data: unknown): StubReply {
  return { status: 200, body: { data } };
}

export function apiError(status: number, code: string, message = code): StubReply {
  return { status, body: { error: { code, message } } };
}

/**
 * Replaces `fetch` (the module edge) with an api answering `routes`, keyed 'METHOD /path'
 * (path without the '/api' base and query). The routes object may be changed between calls.
 * Unknown routes answer 404 and are listed in `unhandled`.
 */
export function stubApi(routes: Record<string, StubRoute>) {
  const requests: StubRequest[] = [];
  const unhandled: string[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname.startsWith(API_BASE)
      ? url.pathname.slice(API_BASE.length)
      : url.pathname;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: StubRequest = { method, path, query: url.searchParams, body };
    requests.push(request);
    const route = routes[`${method} ${path}`];
    if (!route) {
      unhandled.push(`${method} ${path}`);
      return stubResponse(404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    }
    const reply = typeof route === 'function' ? await route(request) : route;
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return stubResponse(reply.status, reply.body);
  });
  global.fetch = fetchMock as typeof fetch;
  const callsTo = (key: string) =>
    requests.filter((request) => `${request.method} ${request.path}` === key);
  return { fetchMock, requests, unhandled, routes, callsTo };
}
