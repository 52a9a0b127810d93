import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { startSmtpSink, type SmtpSink } from './dev/smtp-sink';
import { startBulletinWatcher } from './features/publications/watcher';

const SHUTDOWN_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await createDatabase(config.database);
  let sink: SmtpSink | null = null;
  try {
    await database.migrate();
    if (config.smtp.sinkPort !== null) {
      sink = await startSmtpSink({ port: config.smtp.sinkPort, mailDir: config.smtp.mailDir });
      if (!process.env.SMTP_URL) config.smtp.url = `smtp://${sink.host}:${sink.port}`;
    }
  } catch (error) {
    await sink?.close();
    await database.close();
    throw error;
  }

  const app = await buildApp({ db: database, config });
  if (sink)
    app.log.info(`SMTP sink on ${sink.host}:${sink.port}, mail kept in ${config.smtp.mailDir}`);
  app.log.info(
    database.kind === 'pglite'
      ? `Database: PGlite at ${config.database.kind === 'pglite' ? config.database.dir : ''}`
      : 'Database: PostgreSQL',
  );

  let watcher: ReturnType<typeof startBulletinWatcher> | null = null;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    const forced = setTimeout(() => {
      app.log.error('Shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    Promise.resolve(watcher?.stop())
      .then(() => app.close())
      .then(() => sink?.close())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'Shutdown failed');
          process.exit(1);
        },
      );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await sink?.close();
    await database.close();
    throw error;
  }
  if (config.bulletinWatch) {
    watcher = startBulletinWatcher({ db: database.db, env: process.env, logger: app.log });
    app.log.info('Watching BOE and DOGA for new bulletins');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
