import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@vigia/shared/contracts';
import { shellMessages } from '@vigia/shared/i18n';
import { resolveRemotes, type ResolvedRemote } from './overrides';
import { remoteStatusStore } from './status';

/**
 * Registers the four remotes with the federation runtime. Each entry is the remote's
 * `mf-manifest.json` URL from /config.json (or an allowed override outside production).
 */
export function registerRemotesFromConfig(config: RuntimeConfig): ResolvedRemote[] {
  const remotes = resolveRemotes(config, window.location.search, safeLocalStorage());
  registerRemotes(remotes.map(({ name, url }) => ({ name, entry: url })));
  remoteStatusStore.reset(remotes);
  return remotes;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.split('\n')[0].trim();
}

const pending = new Map<string, Promise<unknown>>();

/**
 * Loads `remote/expose` once. A failure is not cached: the next call (e.g. 'Try Again') loads
 * again, so a remote that comes back is picked up without reloading the page.
 */
export function loadRemoteModule<T>(remote: RemoteName, expose: string): Promise<T> {
  const id = `${remote}/${expose}`;
  const cached = pending.get(id) as Promise<T> | undefined;
  if (cached) return cached;
  remoteStatusStore.set(remote, 'loading');
  const loading = loadRemote<T>(id).then(
    (module) => {
      if (!module) throw new Error(shellMessages.remotes.missing(id));
      remoteStatusStore.set(remote, 'loaded');
      return module;
    },
    (error: unknown) => {
      const message = shellMessages.remotes.loadFailed(id, firstLine(error));
      remoteStatusStore.set(remote, 'failed', message);
      throw new Error(message, { cause: error });
    },
  );
  pending.set(id, loading);
  loading.catch(() => pending.delete(id));
  return loading;
}

/** Forgets every load (tests). */
export function resetRemoteModules(): void {
  pending.clear();
}
