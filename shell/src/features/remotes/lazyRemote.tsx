import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type {
  RemoteName,
  RemoteRoutesModule,
  RemoteRoutesProps,
  RemoteWidgetsModule,
} from '@vigia/shared/contracts';
import { ErrorBoundary } from '@vigia/shared/ui';
import { loadedRemoteModule, loadRemoteModule, reloadRemote } from './registry';
import { shellMessages } from '../../i18n/shell';

const components = new Map<string, unknown>();

function cachedLazy<P extends object>(
  id: string,
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  const hit = components.get(id) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (hit) return hit;
  const component = lazy(() =>
    load().catch((error: unknown) => {
      // A rejected lazy component stays rejected: forget it so a retry builds a new one.
      components.delete(id);
      throw error;
    }),
  );
  components.set(id, component);
  return component;
}

/**
 * The `./routes` component of a remote: itself when it has loaded already (the first screen's,
 * loaded before the first render: it replaces the screen drawn at build time without a spinner),
 * else loaded on first render.
 */
export function remoteRoutesComponent(remote: RemoteName): ComponentType<RemoteRoutesProps> {
  const id = `${remote}/routes`;
  const ready = loadedRemoteModule<RemoteRoutesModule>(remote, 'routes');
  if (ready) return ready.default;
  return cachedLazy(id, async () => {
    // loadRemoteModule checked the module against its contract.
    const module = await loadRemoteModule<RemoteRoutesModule>(remote, 'routes');
    return { default: module.default };
  });
}

/** All widgets of a remote's `./widgets`, rendered one after another. */
export function remoteWidgetsComponent(remote: RemoteName): LazyExoticComponent<ComponentType> {
  const id = `${remote}/widgets`;
  return cachedLazy(id, async () => {
    const module = await loadRemoteModule<RemoteWidgetsModule>(remote, 'widgets');
    const widgets = Object.entries(module.default);
    function RemoteWidgets() {
      return (
        <>
          {widgets.map(([name, Widget]) => (
            // One widget failing leaves the others on the dashboard.
            <ErrorBoundary key={name} section={shellMessages.remotes.sectionNames[remote]}>
              <Widget />
            </ErrorBoundary>
          ))}
        </>
      );
    }
    return { default: RemoteWidgets };
  });
}

/** 'Try Again': loads `remote` again from its URL, and builds its components anew. */
export function retryRemote(remote: RemoteName): void {
  reloadRemote(remote);
  for (const id of [...components.keys()]) {
    if (id.startsWith(`${remote}/`)) components.delete(id);
  }
}

/** Forgets every component (tests). */
export function resetRemoteComponents(): void {
  components.clear();
}
