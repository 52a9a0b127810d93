import { buildApp } from './app';
import { loadConfig } from './config';
import { createDatabase } from './db/client';
import { startSmtpSink, type SmtpSink } from './dev/smtp-sink';
import { startEmailWorker, type EmailWorker } from './features/email/email-worker';
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

  let emailWorker: EmailWorker | null = null;
  const app = await buildApp({
    db: database,
    config,
    afterProcessing: () => void emailWorker?.tick(),
  });
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
      .then(() => emailWorker?.stop())
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
  if (config.email.worker && config.smtp.url) {
    emailWorker = await startEmailWorker({
      db: database.db,
      email: config.email,
      smtpUrl: config.smtp.url,
      instantAllowlist: config.instantNotificationsAllowlist,
      logger: app.log,
    });
    app.log.info(`Sending email through ${new URL(config.smtp.url).host} as ${config.email.from}`);
  } else if (config.email.worker) {
    app.log.warn('No SMTP_URL: email notifications are not sent');
  }
  if (config.bulletinWatch) {
    watcher = startBulletinWatcher({
      db: database.db,
      env: process.env,
      logger: app.log,
      afterMatching: () => void emailWorker?.tick(),
    });
    app.log.info('Watching BOE and DOGA for new bulletins');
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
