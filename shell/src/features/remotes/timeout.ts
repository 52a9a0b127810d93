import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { shellMessages } from '../../i18n/shell';

/** How long a remote may take to load when /config.json names no `remoteTimeoutMs`. */
export const DEFAULT_REMOTE_TIMEOUT_MS = 8000;

/** A remote's server accepted the request but did not answer in time. */
export class RemoteTimeoutError extends Error {
  constructor(
    readonly id: string,
    readonly timeoutMs: number,
  ) {
    super(shellMessages.remotes.timedOut(id, timeoutMs));
    this.name = 'RemoteTimeoutError';
  }
}

/** `promise`, or a rejection with `onTimeout()` once `timeoutMs` have passed without an answer. */
export function withTimeout<T>(
  promise: Promise<T>,
  timeoutMs: number,
  onTimeout: () => Error,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onTimeout()), timeoutMs);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Federation runtime plugin of the shell: the runtime fetches a manifest with no time limit, and
 * waits 20 s for an entry script. Both requests give up when the remote's time is up
 * (`timeLeft(remote)` milliseconds from now), so that nothing of a remote that stopped answering is
 * left pending in the runtime when 'Try Again' loads it anew.
 */
export function remoteTimeoutPlugin(
  timeLeft: (remote: string | undefined) => number,
): ModuleFederationRuntimePlugin {
  const left = (remote: string | undefined) => Math.max(1, Math.ceil(timeLeft(remote)));
  return {
    name: 'vigia-remote-timeout',
    fetch(url, init, remoteInfo) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(left(remoteInfo?.name)) });
    },
    createScript({ remoteInfo }) {
      return { timeout: left(remoteInfo?.name) };
    },
  };
}
