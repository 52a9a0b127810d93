import { RemoteRoutes } from '../remotes/RemoteRoutes';

/** mfe_auth's `./routes` (absolute paths /login, /signup, …) in its `mfe_auth` error boundary. */
export function AuthRemoteRoutes() {
  return <RemoteRoutes remote="mfe_auth" basePath="/" />;
}
