import { runtimeConfigSchema } from '@vigia/shared/contracts';
import { resolveRemotes } from './overrides';
import { firstScreenModules } from './prefetch';
import { safeLocalStorage } from './registry';

/** What the build factory names every remote's entry, beside its mf-manifest.json. */
const REMOTE_ENTRY = 'remoteEntry.js';

function addPreload(href: string, as: 'fetch' | 'script'): void {
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = as;
  link.href = href;
  // The federation runtime fetches a manifest in CORS mode; the entry is a plain script.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  document.head.append(link);
}

/**
 * Asks the browser for the manifest and entry of the remotes the first screen shows (the auth
 * remote on /login), from where this visit loads them, before the shell's own modules run: they
 * download meanwhile, and the federation runtime finds them when it asks. `rawConfig` is
 * /config.json as received; an invalid one preloads nothing (the start-up reports it).
 */
export function preloadFirstScreen(rawConfig: unknown, location: Location = window.location): void {
  const parsed = runtimeConfigSchema.safeParse(rawConfig);
  if (!parsed.success) return;
  const remotes = resolveRemotes(parsed.data, location.search, safeLocalStorage());
  for (const [name] of firstScreenModules(location.pathname)) {
    const manifest = remotes.find((remote) => remote.name === name)?.url;
    if (!manifest) continue;
    addPreload(manifest, 'fetch');
    addPreload(new URL(REMOTE_ENTRY, manifest).href, 'script');
  }
}
