import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig, type JobsRole } from './config';
import { createDatabase } from './db/client';
import { startSmtpSink, type SmtpSink } from './dev/smtp-sink';
import { startJobs, type RunningJobs } from './jobs/start-jobs';

const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * A Vigía process: migrates, then answers HTTP (role api), runs the background jobs (worker),
 * or both (the default, and the only way with the embedded database). The SMTP sink of
 * development starts where email is sent. Stops cleanly on SIGINT and SIGTERM.
 */
export async function runVigia(role?: JobsRole): Promise<void> {
  const config = loadConfig(process.env);
  const jobsRole = role ?? config.jobs;
  const work = jobsRole !== 'api';
  const logger = pino({ level: config.logLevel, base: { role: jobsRole } });
  const database = await createDatabase(config.database, {
    // An idle connection broken by the database going away: the pool opens another when needed.
    onPoolError: (error) => logger.warn({ err: error.message }, 'Database connection lost'),
  });
  let sink: SmtpSink | null = null;
  let jobs: RunningJobs | null = null;
  let app: FastifyInstance | null = null;
  const close = async () => {
    await app?.close();
    // A job still running then is given back to the queue, for another process to do.
    await jobs?.stop(SHUTDOWN_TIMEOUT_MS / 2);
    await sink?.close();
    await database.close();
  };

  try {
    await database.migrate();
    logger.info(
      config.database.kind === 'pglite'
        ? `Database: PGlite at ${config.database.dir}, through its process at ${new URL(database.url).host}`
        : 'Database: PostgreSQL',
    );
    if (work && config.smtp.sinkPort !== null) {
      sink = await startSmtpSink({ port: config.smtp.sinkPort, mailDir: config.smtp.mailDir });
      if (!process.env.SMTP_URL) config.smtp.url = `smtp://${sink.host}:${sink.port}`;
      logger.info(`SMTP sink on ${sink.host}:${sink.port}, mail kept in ${config.smtp.mailDir}`);
    }
    jobs = await startJobs({ database, config, env: process.env, logger, work });
    if (jobsRole !== 'worker') {
      app = await buildApp({ db: database, config, jobs: jobs.queue });
      await app.listen({ port: config.port, host: config.host });
    } else {
      logger.info('Worker running background jobs, without HTTP');
    }
  } catch (error) {
    await close();
    throw error;
  }

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal} received, shutting down`);
    const forced = setTimeout(() => {
      logger.error('Shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    forced.unref();
    close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
