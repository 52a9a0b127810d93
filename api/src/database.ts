import pino from 'pino';
import { loadConfig } from './config';
import { serveDirectory } from './db/pglite-directory';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * The embedded database's own process: PGlite on PGLITE_DIR, served as PostgreSQL on
 * 127.0.0.1:PGLITE_PORT, so that the api, its workers and the CLI reach it as they reach
 * PostgreSQL and no query runs in their event loop. Started by a supervisor (`pnpm start`), or
 * by a process of its own with an IPC channel (a CLI command, a test), and then ends with it.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  if (config.database.kind !== 'pglite') {
    throw new Error('DATABASE_URL is set: there is no embedded database to serve');
  }
  const { dir, port } = config.database;
  const logger = pino({ level: config.logLevel, base: { role: 'database' } });
  const served = await serveDirectory({
    dir,
    port,
    onFatal(error) {
      // The WebAssembly instance cannot be trusted after a trap: a fresh process reopens the
      // directory from what it committed.
      logger.fatal({ err: error }, 'PGlite failed; exiting so that it restarts');
      process.exit(70);
    },
  });
  logger.info(`Database: PGlite at ${dir}, serving on 127.0.0.1:${served.port}`);
  process.send?.({ listening: served.port });

  let stopping = false;
  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${reason}, closing the database`);
    setTimeout(() => process.exit(1), SHUTDOWN_TIMEOUT_MS).unref();
    served.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Closing the database failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT received'));
  process.once('SIGTERM', () => stop('SIGTERM received'));
  // Started with an IPC channel: the process that started it is gone.
  if (process.send) process.once('disconnect', () => stop('Parent process gone'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
