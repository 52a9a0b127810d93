import type { RemoteName, RuntimeConfig } from '@vigia/shared/contracts/core';
import { REMOTE_NAMES } from '@vigia/shared/contracts/core';

/** localStorage key holding `{ [remote]: manifestUrl }` overrides (outside production only). */
// Not under the 'vigia:' prefix: those keys are per-user data and go on sign-out.
export const OVERRIDES_STORAGE_KEY = 'vigia-dev:remoteOverrides';
/** Query parameter prefix: `?remote.mfe_settings=http://127.0.0.1:4004/mf-manifest.json`. */
export const OVERRIDE_QUERY_PREFIX = 'remote.';
/** The same as one parameter: `?override=mfe_settings@http://127.0.0.1:4004/mf-manifest.json`. */
export const OVERRIDE_QUERY_PARAM = 'override';

export interface ResolvedRemote {
  name: RemoteName;
  url: string;
  source: 'config' | 'override';
}

function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `http://127.0.0.1:*` allows any port of that host; otherwise the origin must match exactly. */
export function isAllowedOrigin(url: string, allowed: readonly string[]): boolean {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return false;
  }
  return allowed.some((pattern) => {
    const source = `^${pattern.split('*').map(escapeRegExp).join('[^/]*')}$`;
    return new RegExp(source).test(origin);
  });
}

function readStored(storage: Storage | undefined): Partial<Record<RemoteName, string>> {
  try {
    const raw = storage?.getItem(OVERRIDES_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (!parsed || typeof parsed !== 'object') return {};
    const result: Partial<Record<RemoteName, string>> = {};
    for (const [name, url] of Object.entries(parsed)) {
      if (isRemoteName(name) && typeof url === 'string') result[name] = url;
    }
    return result;
  } catch {
    return {};
  }
}

/** `remote.<name>=<url>` and `override=<name>@<url>` parameters, as `[remote.<name>, url]`. */
function overrideParams(params: URLSearchParams): Array<[string, string]> {
  const result: Array<[string, string]> = [];
  for (const [key, value] of params) {
    if (key.startsWith(OVERRIDE_QUERY_PREFIX)) result.push([key, value]);
    if (key !== OVERRIDE_QUERY_PARAM) continue;
    const at = value.indexOf('@');
    if (at > 0) result.push([`${OVERRIDE_QUERY_PREFIX}${value.slice(0, at)}`, value.slice(at + 1)]);
  }
  return result;
}

/** Forgets every override this browser remembers. */
export function clearOverrides(storage: Storage | undefined): void {
  try {
    storage?.removeItem(OVERRIDES_STORAGE_KEY);
  } catch {
    // Nothing stored where storage is unavailable.
  }
}

/** The search string without override parameters (so that a reload does not set them again). */
export function withoutOverrideParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key.startsWith(OVERRIDE_QUERY_PREFIX) || key === OVERRIDE_QUERY_PARAM) params.delete(key);
  }
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * Where each remote is loaded from. Outside production an integration tester may point a remote
 * elsewhere with a query parameter (remembered in localStorage; an empty value forgets it) or
 * directly in localStorage, but only to an origin the configuration allows.
 */
export function resolveRemotes(
  config: RuntimeConfig,
  search = '',
  storage: Storage | undefined = undefined,
): ResolvedRemote[] {
  const configured: ResolvedRemote[] = [];
  for (const name of REMOTE_NAMES) {
    const url = config.remotes[name];
    if (url) configured.push({ name, url, source: 'config' });
  }
  if (config.environment === 'production') return configured;

  const overrides = readStored(storage);
  const params = new URLSearchParams(search);
  let changed = false;
  for (const [key, value] of overrideParams(params)) {
    const name = key.slice(OVERRIDE_QUERY_PREFIX.length);
    if (!isRemoteName(name)) continue;
    if (value) overrides[name] = value;
    else delete overrides[name];
    changed = true;
  }
  if (changed) {
    try {
      storage?.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
    } catch {
      // Storage may be unavailable (private mode): the override still applies to this visit.
    }
  }

  return configured.map((remote): ResolvedRemote => {
    const url = overrides[remote.name];
    return url && isAllowedOrigin(url, config.overrideOrigins)
      ? { ...remote, url, source: 'override' }
      : remote;
  });
}
