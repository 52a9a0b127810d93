import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchSummary, SummaryFetchError, USER_AGENT } from './fetch-summary';

/** A local server answering each request with the next of `replies` (status, body). */
async function replayServer(replies: [number, string][]) {
  const seen: { userAgent?: string; at: number }[] = [];
  let active = 0;
  let mostAtOnce = 0;
  const server = http.createServer((request, response) => {
    active += 1;
    mostAtOnce = Math.max(mostAtOnce, active);
    seen.push({ userAgent: request.headers['user-agent'], at: Date.now() });
    const [status, body] = replies.shift() ?? [500, 'no more replies'];
    setTimeout(() => {
      active -= 1;
      response.writeHead(status, { 'content-type': 'application/json' }).end(body);
    }, 20);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    seen,
    mostAtOnce: () => mostAtOnce,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const noWait = async () => undefined;

describe('fetchSummary', () => {
  it('retries 5xx answers, then gives the body, with a polite User-Agent', async () => {
    const server = await replayServer([
      [503, 'busy'],
      [502, 'bad gateway'],
      [200, '{"ok":true}'],
    ]);
    const sleeps: number[] = [];
    const sleep = async (ms: number) => void sleeps.push(ms);
    await expect(fetchSummary(server.url('/sumario'), { sleep })).resolves.toBe('{"ok":true}');
    expect(sleeps).toEqual([1000, 2000]);
    expect(server.seen.map((request) => request.userAgent)).toEqual([
      USER_AGENT,
      USER_AGENT,
      USER_AGENT,
    ]);
    await server.close();
  });

  it('answers null for a day without a bulletin (404)', async () => {
    const server = await replayServer([[404, '{"status":{"code":"404"}}']]);
    await expect(fetchSummary(server.url('/sumario'), { sleep: noWait })).resolves.toBeNull();
    expect(server.seen).toHaveLength(1);
    await server.close();
  });

  it('fails after its retries, and at once on other client errors', async () => {
    const server = await replayServer([
      [500, 'x'],
      [500, 'x'],
      [403, 'forbidden'],
    ]);
    await expect(fetchSummary(server.url('/a'), { retries: 1, sleep: noWait })).rejects.toThrow(
      new SummaryFetchError(`could not fetch ${server.url('/a')}: HTTP 500`),
    );
    await expect(fetchSummary(server.url('/b'), { sleep: noWait })).rejects.toThrow('HTTP 403');
    expect(server.seen).toHaveLength(3);
    await server.close();
  });

  it('gives up on a server that does not answer in time, and retries it', async () => {
    const silent = http.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    await expect(
      fetchSummary(`http://127.0.0.1:${port}/`, { timeoutMs: 50, retries: 1, sleep: noWait }),
    ).rejects.toThrow(SummaryFetchError);
    silent.closeAllConnections();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('asks one source one thing at a time', async () => {
    const server = await replayServer([
      [200, '1'],
      [200, '2'],
      [200, '3'],
    ]);
    const answers = await Promise.all(
      ['/1', '/2', '/3'].map((path) => fetchSummary(server.url(path), { sleep: noWait })),
    );
    expect(answers).toEqual(['1', '2', '3']);
    expect(server.mostAtOnce()).toBe(1);
    await server.close();
  });
});
