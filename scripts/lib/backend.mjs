// The back end of a local Vigía as `pnpm start` runs it: the embedded database's process (PGlite
// served on PGLITE_PORT) and the api (PORT), each supervised — restarted with back-off when it
// crashes. With DATABASE_URL set there is no database process: the api uses PostgreSQL.
import net from 'node:net';
import path from 'node:path';
import { isPortOpen, superviseService, waitForHttp, waitForPort } from './processes.mjs';

export const DEFAULT_API_PORT = 8080;
export const DEFAULT_DATABASE_PORT = 5433;

/** A port free on 127.0.0.1 right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function refuseTaken(port, what) {
  if (await isPortOpen(port)) {
    throw new Error(
      `Port ${port} (${what}) is already in use: stop whatever runs there (another Vigía?).`,
    );
  }
}

/**
 * Starts the database process (unless DATABASE_URL) and the api, supervised, and resolves once
 * the api answers /health. `env` is added to this process's environment for both. Answers
 * `{ apiUrl, database, api, stop }`; `database` and `api` are supervisors (superviseService).
 */
export async function startBackend({
  root,
  env = {},
  log = (line) => process.stdout.write(`${line}\n`),
  onGiveUp = () => {},
}) {
  const all = { ...process.env, ...env };
  const apiPort = Number(all.PORT ?? DEFAULT_API_PORT);
  const embedded = !all.DATABASE_URL;
  const databasePort = Number(all.PGLITE_PORT ?? DEFAULT_DATABASE_PORT);
  await refuseTaken(apiPort, 'api');
  if (embedded) await refuseTaken(databasePort, 'embedded database');

  const shared = {
    ...env,
    PORT: String(apiPort),
    PGLITE_PORT: String(databasePort),
    // The database process is this supervisor's: a restarting api waits for it.
    PGLITE_PROCESS: 'external',
  };
  const apiDir = path.join(root, 'api');
  // node with tsx's loader, not a package script: the supervised pid is the service itself.
  const node = (entry) => [process.execPath, ['--import', 'tsx', entry]];
  const supervised = { cwd: apiDir, env: shared, log, onGiveUp };

  const database = embedded
    ? superviseService('database', ...node('src/database.ts'), {
        ...supervised,
        ready: (child) => waitForPort(databasePort, { timeoutMs: 120_000, service: child }),
      })
    : null;
  const stopDatabase = async () => database?.stop();
  try {
    await database?.ready;
  } catch (error) {
    await stopDatabase();
    throw error;
  }
  const api = superviseService('api', ...node('src/main.ts'), {
    ...supervised,
    ready: (child) =>
      waitForHttp(`http://127.0.0.1:${apiPort}/health`, { timeoutMs: 120_000, service: child }),
  });
  const stop = async () => {
    await api.stop();
    await stopDatabase();
  };
  try {
    await api.ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl: `http://127.0.0.1:${apiPort}`, database, api, stop };
}
