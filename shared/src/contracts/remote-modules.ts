import type { ComponentType } from 'react';

/** Props the shell gives a remote's `./routes` component. */
export interface RemoteRoutesProps {
  /** The path the shell mounts the remote on, e.g. '/subscriptions'. */
  basePath: string;
}

/** `./routes` of every remote: a component rendering its own `<Routes>`. */
export interface RemoteRoutesModule {
  default: ComponentType<RemoteRoutesProps>;
}

/** `./widgets` of mfe-notifications and mfe-subscriptions: dashboard widgets by name. */
export interface RemoteWidgetsModule {
  default: Record<string, ComponentType>;
}

/** What each remote exposes, and the module type of each exposed name. */
export interface RemoteExposedModules {
  mfe_auth: { './routes': RemoteRoutesModule };
  mfe_subscriptions: { './routes': RemoteRoutesModule; './widgets': RemoteWidgetsModule };
  mfe_notifications: { './routes': RemoteRoutesModule; './widgets': RemoteWidgetsModule };
  mfe_settings: { './routes': RemoteRoutesModule };
}

/** The exposed names of each remote, as its webpack.config.cjs must list them. */
export const REMOTE_EXPOSES = {
  mfe_auth: ['./routes'],
  mfe_subscriptions: ['./routes', './widgets'],
  mfe_notifications: ['./routes', './widgets'],
  mfe_settings: ['./routes'],
} as const satisfies {
  [R in keyof RemoteExposedModules]: ReadonlyArray<keyof RemoteExposedModules[R]>;
};

/**
 * Why `module` does not satisfy the contract of `expose` ('./routes' or './widgets'), or null.
 * The shell cannot trust a remote built elsewhere: its `default` is checked at run time too.
 */
export function remoteModuleProblem(
  expose: './routes' | './widgets',
  module: unknown,
): string | null {
  if (!module || typeof module !== 'object' || !('default' in module)) {
    return `${expose} has no default export`;
  }
  const value: unknown = module.default;
  if (expose === './routes') {
    return typeof value === 'function' || (typeof value === 'object' && value !== null)
      ? null
      : `${expose}: the default export is not a component`;
  }
  if (!value || typeof value !== 'object') return `${expose}: the default export is not a record`;
  const entries = Object.entries(value);
  if (entries.length === 0) return `${expose}: no widget`;
  const bad = entries.find(([, widget]) => typeof widget !== 'function');
  return bad ? `${expose}: the widget '${bad[0]}' is not a component` : null;
}
