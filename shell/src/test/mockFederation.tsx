import { Route, Routes } from 'react-router-dom';
import type { ComponentType } from 'react';

/** Stand-ins for `@module-federation/enhanced/runtime` and the remotes it would load. */
export const registerRemotesMock = jest.fn();
export const loadRemoteMock = jest.fn<Promise<unknown>, [string]>();
export const registerPluginsMock = jest.fn();

function routesModule(title: string) {
  function RemoteRoutes() {
    return (
      <Routes>
        <Route path="*" element={<h1>{title}</h1>} />
      </Routes>
    );
  }
  return { default: RemoteRoutes };
}

/** Like the real mfe_auth: absolute paths, rendered under a pathless route. */
function authRoutesModule() {
  function AuthRoutes() {
    return (
      <Routes>
        <Route path="/login" element={<h1>Iniciar Sesión</h1>} />
        <Route path="/signup" element={<h1>Crear Cuenta</h1>} />
        <Route path="/recover-password" element={<h1>Recuperar Contraseña</h1>} />
        <Route path="/auth" element={<h1>Iniciar Sesión</h1>} />
        <Route path="/auth/google/callback" element={<h1>Completando inicio de sesión</h1>} />
      </Routes>
    );
  }
  return { default: AuthRoutes };
}

function widgetsModule(title: string) {
  const Widget: ComponentType = () => <h2>{title}</h2>;
  return { default: { summary: Widget } };
}

export const fakeRemotes: Record<string, unknown> = {
  'mfe_auth/routes': authRoutesModule(),
  'mfe_subscriptions/routes': routesModule('Subscripciones'),
  'mfe_notifications/routes': routesModule('Notificaciones'),
  'mfe_settings/routes': routesModule('Ajustes'),
  'mfe_subscriptions/widgets': widgetsModule('Resumen de subscripciones'),
  'mfe_notifications/widgets': widgetsModule('Resumen de notificaciones'),
};

/** Every remote loads its fake module, except the ids given, which fail. */
export function serveRemotes(failing: string[] = []): void {
  loadRemoteMock.mockImplementation(async (id: string) => {
    if (failing.includes(id))
      throw new Error(`[ Federation Runtime ]: Failed to get manifest of ${id}`);
    return fakeRemotes[id];
  });
}

export const federationModule = {
  registerRemotes: registerRemotesMock,
  loadRemote: loadRemoteMock,
  registerPlugins: registerPluginsMock,
  satisfy: jest.requireActual<{ satisfy: (version: string, range: string) => boolean }>(
    '@module-federation/enhanced/runtime',
  ).satisfy,
};
