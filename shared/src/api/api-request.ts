import type { ZodType, ZodTypeDef } from 'zod';
import { firebaseErrorCode, getIdToken, signOutUser } from '@vigia/shared/auth';
import { isUnavailableAnswer, reportApiAvailability } from './api-availability';
import { getApiBaseUrl } from './api-config';
import { ApiError, apiErrorFromResponse } from './api-error';
import { recordApiFailure } from './api-failures';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined;

/** A call that has not answered after this long fails with `TIMEOUT` (issue 25: about 10 s). */
export const API_TIMEOUT_MS = 10_000;

export interface ApiRequestOptions<T> {
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Validates (and may transform) the parsed JSON answer. */
  schema?: ZodType<T, ZodTypeDef, unknown>;
  /** Aborts the call (react-query's, when the screen that asked is left). */
  signal?: AbortSignal;
  /** How long the answer (headers and body) may take; `API_TIMEOUT_MS` by default. */
  timeoutMs?: number;
}

interface RawAnswer {
  status: number;
  ok: boolean;
  body: unknown;
}

function buildUrl(path: string, query: ApiRequestOptions<unknown>['query']): string {
  const url = `${getApiBaseUrl()}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

async function bearerToken(forceRefresh: boolean): Promise<string | null> {
  try {
    return await getIdToken(forceRefresh);
  } catch (error) {
    const network = firebaseErrorCode(error) === 'auth/network-request-failed';
    throw new ApiError({
      status: network ? 0 : 401,
      code: network ? 'NETWORK_ERROR' : 'TOKEN_EXPIRED',
      message: error instanceof Error ? error.message : 'Could not get a session token',
    });
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * One attempt: aborted when the caller's signal aborts (the error is rethrown as is, for
 * react-query to treat as a cancellation) or when `timeoutMs` passes first (an ApiError TIMEOUT).
 */
async function send(
  method: HttpMethod,
  url: string,
  options: ApiRequestOptions<unknown>,
  token: string | null,
): Promise<RawAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // No Content-Type without a body: the api rejects an empty JSON body.
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const callerSignal = options.signal;
  const abortWithCaller = () => controller.abort();
  if (callerSignal?.aborted) controller.abort();
  callerSignal?.addEventListener('abort', abortWithCaller);

  try {
    const response = await fetch(url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
    const text = await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    reportApiAvailability(!isUnavailableAnswer(response.status, body));
    return { status: response.status, ok: response.ok, body };
  } catch (error) {
    if (timedOut) {
      throw new ApiError({
        status: 0,
        code: 'TIMEOUT',
        message: `No answer within ${timeoutMs / 1000} s`,
      });
    }
    if (isAbort(error) || callerSignal?.aborted) throw error;
    reportApiAvailability(false);
    throw new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      message: error instanceof Error ? error.message : 'Network request failed',
    });
  } finally {
    clearTimeout(timer);
    callerSignal?.removeEventListener('abort', abortWithCaller);
  }
}

function isTokenExpired(answer: RawAnswer): boolean {
  return answer.status === 401 && apiErrorFromResponse(401, answer.body).code === 'TOKEN_EXPIRED';
}

async function signOutQuietly(): Promise<void> {
  try {
    await signOutUser();
  } catch (error) {
    console.warn('Sign-out after an expired session failed', error);
  }
}

async function request<T>(method: HttpMethod, url: string, options: ApiRequestOptions<T>) {
  let answer = await send(method, url, options, await bearerToken(false));

  if (isTokenExpired(answer)) {
    let freshToken: string | null;
    try {
      freshToken = await bearerToken(true);
    } catch (error) {
      await signOutQuietly();
      throw error;
    }
    answer = await send(method, url, options, freshToken);
    if (isTokenExpired(answer)) await signOutQuietly();
  }

  if (!answer.ok) throw apiErrorFromResponse(answer.status, answer.body);
  if (!options.schema) return answer.body as T;
  const parsed = options.schema.safeParse(answer.body);
  if (!parsed.success) {
    throw new ApiError({
      status: answer.status,
      code: 'INVALID_RESPONSE',
      message: 'Unexpected response format from server',
      details: parsed.error.issues,
    });
  }
  return parsed.data;
}

/**
 * One call to the api: `${baseUrl}${path}` with the user's bearer token. Answers with the parsed
 * JSON; throws `ApiError`, whose technical detail is kept by `recentApiFailures()` (shown by
 * /debug). A 401 TOKEN_EXPIRED gets one retry with a fresh
 * token, then signs out. No answer within `timeoutMs` is a `TIMEOUT`.
 */
export async function apiRequest<T = unknown>(
  method: HttpMethod,
  path: string,
  options: ApiRequestOptions<T> = {},
): Promise<T> {
  try {
    return await request(method, buildUrl(path, options.query), options);
  } catch (error) {
    if (error instanceof ApiError) recordApiFailure(method, path, error);
    throw error;
  }
}
