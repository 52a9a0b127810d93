// A first visit to a signed-out screen paints it before any script runs (issue 23). A remote lists
// in `prerendered/routes.json`, beside its manifest, the paths whose screen it drew at build time
// (mfe-auth/scripts/prerender.mjs); the shell's server puts that HTML into the page between the
// skeleton's `<!--screen-->` marks. The remote deploys on its own, so its screens are fetched from
// its server, kept a few seconds, and left out (the skeleton stays) when it does not answer at once.
import crypto from 'node:crypto';

const SCREEN = /<!--screen-->[\s\S]*?<!--\/screen-->/;

/** `page` with `screen` in its placeholder, marked so the shell knows it is not the app yet. */
export function composePage(page, screen) {
  return page.replace(SCREEN, () => `<div data-prerendered="">${screen}</div>`);
}

async function fetchText(url, timeoutMs) {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

/**
 * The prerendered screens of the remotes whose manifests `manifestUrls()` names.
 * @param {{ manifestUrls: () => string[], timeoutMs?: number, maxAgeMs?: number }} options
 */
export function prerenderedScreens({ manifestUrls, timeoutMs = 500, maxAgeMs = 5000 }) {
  /**
   * url → { text: Promise<string | null>, at: number } (null: the remote has none, or did not
   * answer). The promise is kept from the start, so pages served meanwhile share one fetch.
   */
  const cache = new Map();

  function cached(url) {
    const hit = cache.get(url);
    if (hit && Date.now() - hit.at < maxAgeMs) return hit.text;
    const entry = { text: fetchText(url, timeoutMs).catch(() => null), at: Date.now() };
    cache.set(url, entry);
    void entry.text.then(() => {
      entry.at = Date.now();
    });
    return entry.text;
  }

  /** A fetched screen, named by its content (once per fetch, not per page served). */
  const screens = new Map();
  async function screen(url) {
    const html = await cached(url);
    if (!html) return null;
    const known = screens.get(url);
    if (known?.html === html) return known;
    const named = { html, id: crypto.createHash('sha1').update(html).digest('base64url') };
    screens.set(url, named);
    return named;
  }

  /** The screen at `pathname` ({ html, id }), or null. */
  return async function screenFor(pathname) {
    for (const manifest of manifestUrls()) {
      const routesUrl = new URL('prerendered/routes.json', manifest).href;
      const routes = await cached(routesUrl);
      if (!routes) continue;
      let file;
      try {
        file = JSON.parse(routes)[pathname];
      } catch {
        continue;
      }
      if (typeof file !== 'string' || !/^[\w-]+\.html$/.test(file)) continue;
      return screen(new URL(`prerendered/${file}`, manifest).href);
    }
    return null;
  };
}
