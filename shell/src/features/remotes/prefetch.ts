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

/**
 * Starts loading the remote the first screen needs while React renders and auth loads. The same
 * promise serves the lazy component; a failure is left to that section's error boundary.
 */
export function prefetchRemotesFor(pathname: string): void {
  for (const [pattern, modules] of PREFETCH) {
    if (!pattern.test(pathname)) continue;
    for (const [remote, expose] of modules) {
      loadRemoteModule(remote, expose).catch(() => undefined);
    }
  }
}
