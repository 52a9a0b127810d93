import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RuntimeConfig } from '@vigia/shared/contracts/core';
import { remoteModuleProblem } from '@vigia/shared/contracts/core';
import { resolveRemotes, type ResolvedRemote } from './overrides';
import { RemoteLoadError } from './remote-load-error';
import { remoteStatusStore } from './status';
import {
  DEFAULT_REMOTE_TIMEOUT_MS,
  RemoteTimeoutError,
  remoteTimeoutPlugin,
  withTimeout,
} from './timeout';
import { VersionSkewError, versionSkewPlugin } from './versionSkew';
import { shellMessages } from '../../i18n/shell';

/** What a remote exposes to the shell (`./routes`, `./widgets`). */
export type RemoteExpose = 'routes' | 'widgets';

let pluginRegistered = false;
let registered: readonly ResolvedRemote[] = [];
let timeoutMs = DEFAULT_REMOTE_TIMEOUT_MS;
/** When the latest load of each remote runs out of time (epoch ms). */
const deadlines = new Map<string, number>();

function timeLeft(remote: string | undefined): number {
  const deadline = remote ? deadlines.get(remote) : undefined;
  return deadline === undefined ? timeoutMs : deadline - Date.now();
}

/**
 * Registers the four remotes with the federation runtime. Each entry is the remote's
 * `mf-manifest.json` URL from /config.json (or an allowed override outside production).
 */
export function registerRemotesFromConfig(config: RuntimeConfig): ResolvedRemote[] {
  const remotes = resolveRemotes(config, window.location.search, safeLocalStorage());
  timeoutMs = config.remoteTimeoutMs ?? DEFAULT_REMOTE_TIMEOUT_MS;
  if (!pluginRegistered) {
    pluginRegistered = true;
    registerPlugins([
      versionSkewPlugin({
        onManifest: (remote, version) => remoteStatusStore.setVersion(remote, version),
      }),
      remoteTimeoutPlugin(timeLeft),
    ]);
  }
  registerRemotes(remotes.map(({ name, url }) => ({ name, entry: url })));
  registered = remotes;
  remoteStatusStore.reset(remotes);
  return remotes;
}

/** The page's localStorage, or undefined where the browser refuses it. */
export function safeLocalStorage(): Storage | undefined {
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

function findCause<E extends Error>(
  error: unknown,
  type: abstract new (...args: never[]) => E,
): E | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof type) return current;
    current = current.cause;
  }
  return undefined;
}

const userMessages = shellMessages.remotes;

const pending = new Map<string, Promise<unknown>>();
const loaded = new Map<string, unknown>();

/** `remote/expose` if it has loaded already (and not been forgotten since), else undefined. */
export function loadedRemoteModule<T>(remote: RemoteName, expose: RemoteExpose): T | undefined {
  return loaded.get(`${remote}/${expose}`) as T | undefined;
}

/**
 * Loads `remote/expose` once and checks it against its contract in `@vigia/shared/contracts`.
 * A remote that does not answer within the configured time fails like an unreachable one. A
 * failure is not cached: the next call (e.g. 'Try Again') loads again, so a remote that comes back
 * is picked up without reloading the page.
 */
export function loadRemoteModule<T>(remote: RemoteName, expose: RemoteExpose): Promise<T> {
  const id = `${remote}/${expose}`;
  const cached = pending.get(id) as Promise<T> | undefined;
  if (cached) return cached;
  remoteStatusStore.set(remote, 'loading');
  const limit = timeoutMs;
  const deadline = Date.now() + limit;
  deadlines.set(remote, deadline);
  const loading = withTimeout(
    loadRemote<T>(id),
    limit,
    () => new RemoteTimeoutError(id, limit),
  ).then(
    (module) => {
      if (!module) {
        const message = shellMessages.remotes.missing(id);
        remoteStatusStore.set(remote, 'failed', message);
        throw new RemoteLoadError(message, userMessages.unavailable);
      }
      const problem = remoteModuleProblem(`./${expose}`, module);
      if (problem) {
        // Built elsewhere against another contract: it would only crash while rendering.
        const message = shellMessages.remotes.contractBroken(id, problem);
        remoteStatusStore.set(remote, 'incompatible', message);
        throw new RemoteLoadError(message, userMessages.incompatible);
      }
      remoteStatusStore.set(remote, 'loaded');
      if (pending.get(id) === loading) loaded.set(id, module);
      return module;
    },
    (error: unknown) => {
      const skew = findCause(error, VersionSkewError);
      if (skew) {
        // Not a failure to retry: the remote and the shell disagree on a shared major version.
        remoteStatusStore.set(remote, 'incompatible', skew.message);
        throw new RemoteLoadError(skew.message, userMessages.incompatible, { cause: error });
      }
      // The runtime's own requests give up at the deadline too, and may report it first.
      const timedOut = findCause(error, RemoteTimeoutError) || Date.now() >= deadline;
      const message = timedOut
        ? shellMessages.remotes.timedOut(id, limit)
        : shellMessages.remotes.loadFailed(id, firstLine(error));
      remoteStatusStore.set(remote, 'failed', message);
      throw new RemoteLoadError(
        message,
        timedOut ? userMessages.tooSlow : userMessages.unavailable,
        { cause: error },
      );
    },
  );
  pending.set(id, loading);
  loading.catch(() => pending.delete(id));
  return loading;
}

/**
 * Forgets everything loaded from `remote` — this module's loads and the federation runtime's
 * manifest, container and modules — so the next load fetches it again from its URL ('Try Again'
 * after a remote was unreachable, or threw and has since been redeployed).
 */
export function reloadRemote(remote: RemoteName): void {
  for (const id of [...pending.keys(), ...loaded.keys()]) {
    if (id.startsWith(`${remote}/`)) {
      pending.delete(id);
      loaded.delete(id);
    }
  }
  const entry = registered.find(({ name }) => name === remote);
  if (!entry) return;
  // The remote's webpack chunk registry outlives its container: a new build must not reuse it.
  Reflect.deleteProperty(window, `webpackChunk${remote}`);
  registerRemotes([{ name: remote, entry: entry.url }], { force: true });
  remoteStatusStore.set(remote, 'idle');
}

/** Forgets every load (tests). */
export function resetRemoteModules(): void {
  pending.clear();
  loaded.clear();
}
