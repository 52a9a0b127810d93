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
