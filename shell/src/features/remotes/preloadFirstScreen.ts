import { runtimeConfigSchema } from '@vigia/shared/contracts/core';
import { resolveRemotes } from './overrides';
import { firstScreenModules } from './prefetch';
import { safeLocalStorage } from './registry';

function addManifestPreload(href: string): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'fetch';
  link.href = href;
  // The federation runtime fetches a manifest in CORS mode.
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * Asks the browser for the manifest of each remote the first screen shows (the auth remote on
 * /login), from where this visit loads it, before the shell's own modules run: it downloads
 * meanwhile, and the federation runtime's first request for it takes it. `rawConfig` is
 * /config.json as received; an invalid one preloads nothing (the start-up reports it).
 *
 * Only the manifest: the runtime always asks for it first, so even a failed preload is consumed by
 * that first attempt. A preloaded entry the runtime never asked for (its manifest failed) would
 * stay in the page's preload cache, failed, and be handed to 'Try Again' instead of a new request.
 */
export function preloadFirstScreen(rawConfig: unknown, location: Location = window.location): void {
  const parsed = runtimeConfigSchema.safeParse(rawConfig);
  if (!parsed.success) return;
  const remotes = resolveRemotes(parsed.data, location.search, safeLocalStorage());
  for (const [name] of firstScreenModules(location.pathname)) {
    const manifest = remotes.find((remote) => remote.name === name)?.url;
    if (manifest) addManifestPreload(manifest);
  }
}
