import zlib from 'node:zlib';
import type { CDPSession, Page } from '@playwright/test';

/** One script a page loaded, as the browser got it (Chrome DevTools Protocol's Network domain). */
export interface ScriptDownload {
  url: string;
  /** Its body gzipped at level 9: the deterministic measure of the budgets. */
  gzip: number;
  /** The body came over the network (not the HTTP cache, not a 304 revalidation). */
  downloaded: boolean;
}

interface Pending {
  url: string;
  status: number;
  cached: boolean;
}

/**
 * Records every script `page` loads from now on. `done()` waits for their bodies and gives each
 * with its gzip size and whether it was downloaded or came from the cache.
 */
export async function recordScripts(
  page: Page,
): Promise<{ done: () => Promise<ScriptDownload[]> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const pending = new Map<string, Pending>();
  const finished: Array<Promise<ScriptDownload | null>> = [];
  const fromCache = new Set<string>();

  cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type !== 'Script') return;
    pending.set(requestId, {
      url: response.url,
      status: response.status,
      cached: Boolean(response.fromDiskCache || response.fromPrefetchCache),
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId }) => {
    const script = pending.get(requestId);
    if (!script) return;
    pending.delete(requestId);
    finished.push(
      cdp
        .send('Network.getResponseBody', { requestId })
        .then(({ body, base64Encoded }) => {
          const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
          return {
            url: script.url,
            gzip: zlib.gzipSync(bytes, { level: 9 }).length,
            downloaded: script.status === 200 && !script.cached && !fromCache.has(requestId),
          };
        })
        .catch(() => null),
    );
  });

  return {
    async done() {
      const scripts = (await Promise.all(finished)).filter(
        (script): script is ScriptDownload => script !== null,
      );
      await cdp.detach();
      return scripts;
    },
  };
}

export const totalGzip = (scripts: readonly ScriptDownload[]): number =>
  scripts.reduce((sum, script) => sum + script.gzip, 0);

/** One line per script, largest first: what a failing budget prints. */
export function describeScripts(scripts: readonly ScriptDownload[]): string {
  return [...scripts]
    .sort((a, b) => b.gzip - a.gzip)
    .map((script) => `${(script.gzip / 1024).toFixed(1).padStart(7)} KB  ${script.url}`)
    .join('\n');
}
