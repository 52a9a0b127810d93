import type { RemoteName } from '@vigia/shared/contracts';
import { loadRemoteModule, type RemoteExpose } from './registry';

type Prefetch = readonly [
  pattern: RegExp,
  modules: ReadonlyArray<readonly [RemoteName, RemoteExpose]>,
];

const PREFETCH: readonly Prefetch[] = [
  [/^\/(login|signup|recover-password|auth)(\/|$)/, [['mfe_auth', 'routes']]],
  [
    /^\/dashboard\/?$/,
    [
      ['mfe_notifications', 'widgets'],
      ['mfe_subscriptions', 'widgets'],
    ],
  ],
  [/^\/subscriptions(\/|$)/, [['mfe_subscriptions', 'routes']]],
  [/^\/notifications(\/|$)/, [['mfe_notifications', 'routes']]],
  [/^\/settings(\/|$)/, [['mfe_settings', 'routes']]],
];

/** The remote modules the screen at `pathname` shows first. */
export function firstScreenModules(
  pathname: string,
): ReadonlyArray<readonly [RemoteName, RemoteExpose]> {
  return PREFETCH.filter(([pattern]) => pattern.test(pathname)).flatMap(([, modules]) => modules);
}

/**
 * Starts loading the remote the first screen needs while React renders and auth loads. The same
 * promise serves the lazy component; a failure is left to that section's error boundary. Settles
 * when every one has loaded or failed.
 */
export async function prefetchRemotesFor(pathname: string): Promise<void> {
  await Promise.allSettled(
    firstScreenModules(pathname).map(([remote, expose]) => loadRemoteModule(remote, expose)),
  );
}
