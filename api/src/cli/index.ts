import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { firebaseAccountProvider } from '../auth/verify-token';
import { loadConfig, type AppConfig } from '../config';
import { createDatabase, type Database } from '../db/client';
import { noSuchUser, seedDemoNotifications } from '../features/notifications/demo-notifications';
import { seedRequestSchema, type SeedRequest } from '../features/notifications/dev-routes';
import { demoRequestSchema } from '../features/demo/dev-routes';
import { seedDemo, type DemoResult } from '../features/demo/seed-demo';
import { sendEmailsRequestSchema } from '../features/email/dev-routes';
import { sendEmailsNow, type EmailCycleOutcome } from '../features/email/email-worker';
import { fetchDay } from '../features/publications/ingest';
import type { IngestRequest } from '../features/publications/dev-routes';
import type { PublicationSource } from '../features/publications/publication';
import { ingestAndMatch, type IngestOutcome } from '../features/publications/watcher';
import { isPublicationSource, sourceAdapter } from '../features/publications/sources';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  out: (line: string) => void;
  err: (line: string) => void;
}

interface Command {
  summary: string;
  run(args: string[], io: CliIo): Promise<number>;
}

/** pnpm runs the CLI inside api/: a relative path is the caller's, kept in INIT_CWD. */
function callerPath(io: CliIo, file: string): string {
  return path.resolve(io.env.INIT_CWD ?? process.cwd(), file);
}

function sourceOption(value: string | undefined): PublicationSource {
  if (value && isPublicationSource(value)) return value;
  throw new Error(`--source must be boe or doga, not '${value ?? ''}'`);
}

const commands: Record<string, Command> = {
  migrate: {
    summary: 'apply the SQL migrations to the configured database (DATABASE_URL or PGlite)',
    async run(_args, io) {
      const config = loadConfig(io.env);
      const database = await createDatabase(config.database);
      try {
        await database.migrate();
      } finally {
        await database.close();
      }
      const where =
        config.database.kind === 'pglite' ? `PGlite at ${config.database.dir}` : 'PostgreSQL';
      io.out(`Migrations applied to ${where}.`);
      return 0;
    },
  },
  'seed-notifications': {
    summary: 'demo notifications for a user: --email <email> [--count 45] [--days 10]',
    async run(args, io) {
      const { values } = parseArgs({
        args,
        options: { email: { type: 'string' }, count: { type: 'string' }, days: { type: 'string' } },
        strict: true,
      });
      const request = seedRequestSchema.parse({
        email: values.email,
        ...(values.count === undefined ? {} : { count: Number(values.count) }),
        ...(values.days === undefined ? {} : { days: Number(values.days) }),
      });
      const config = loadConfig(io.env);
      const created = await seedNotifications(config, request);
      io.out(`${created} notifications created for ${request.email}.`);
      return 0;
    },
  },
  parse: {
    summary:
      'print the publications of a summary file, one JSON object a line: --source boe|doga --file <path>',
    async run(args, io) {
      const { values } = parseArgs({
        args,
        options: { source: { type: 'string' }, file: { type: 'string' } },
        strict: true,
      });
      const source = sourceOption(values.source);
      if (!values.file) throw new Error('--file <path> is required');
      const raw = await readFile(callerPath(io, values.file), 'utf8');
      const { publications } = sourceAdapter(source, io.env).parse(raw);
      for (const publication of publications) io.out(JSON.stringify(publication));
      return 0;
    },
  },
  ingest: {
    summary:
      'store the publications of a day: --source boe|doga (--date YYYY-MM-DD | --file <path>)',
    async run(args, io) {
      const { values } = parseArgs({
        args,
        options: { source: { type: 'string' }, date: { type: 'string' }, file: { type: 'string' } },
        strict: true,
      });
      const source = sourceOption(values.source);
      if ((values.date === undefined) === (values.file === undefined)) {
        throw new Error('give either --date YYYY-MM-DD or --file <path>');
      }
      if (values.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
        throw new Error(`--date must be YYYY-MM-DD, not '${values.date}'`);
      }
      const adapter = sourceAdapter(source, io.env);
      const config = loadConfig(io.env);
      const day = values.date
        ? await fetchDay(adapter, values.date)
        : {
            ...adapter.parse(await readFile(callerPath(io, values.file ?? ''), 'utf8')),
            noBulletin: false,
          };
      const label = `${source.toUpperCase()} ${day.publishedOn ?? values.date ?? ''}`.trim();
      if (day.noBulletin) {
        io.out(`${label}: no bulletin that day.`);
        return 0;
      }
      const outcome = await ingest(config, {
        source,
        day: day.publishedOn,
        publications: day.publications,
      });
      io.out(
        `${label}: ${outcome.found} publications, ${outcome.added} new, ` +
          `${outcome.notificationsCreated} notifications.`,
      );
      return 0;
    },
  },
  'seed-demo': {
    summary:
      'the demo account, with subscriptions and notifications from the sample bulletins: ' +
      '[--password <password>] (else VIGIA_DEMO_PASSWORD, else a new one, printed)',
    async run(args, io) {
      const { values } = parseArgs({
        args,
        options: { password: { type: 'string' } },
        strict: true,
      });
      const config = loadConfig(io.env);
      const password = demoRequestSchema.parse({
        password: values.password ?? config.demo.password ?? randomBytes(12).toString('base64url'),
      }).password;
      const demo: DemoResult = await withDatabase(config, (db) =>
        seedDemo(db, firebaseAccountProvider(config.firebase.projectId), io.env, {
          email: config.demo.email,
          password,
        }),
      );
      io.out(
        `Demo account ${demo.email} / ${password}: ${demo.subscriptions} subscriptions, ` +
          `${demo.notificationsCreated} new notifications.`,
      );
      return 0;
    },
  },
  'send-emails': {
    summary:
      'compose the immediate emails and the digests due, and send the outbox now: [--at <ISO instant>]',
    async run(args, io) {
      const { values } = parseArgs({ args, options: { at: { type: 'string' } }, strict: true });
      const { at } = sendEmailsRequestSchema.parse({ at: values.at });
      const outcome = await sendEmails(loadConfig(io.env), at);
      io.out(
        `${outcome.immediate} immediate emails and ${outcome.digests} digests composed; ` +
          `${outcome.sent} emails sent.`,
      );
      return 0;
    },
  },
  help: {
    summary: 'show this list',
    async run(_args, io) {
      io.out('Usage: pnpm vigia <command> [options]');
      io.out('');
      for (const [name, command] of Object.entries(commands)) {
        io.out(`  ${name.padEnd(18)} ${command.summary}`);
      }
      return 0;
    },
  },
};

async function sendEmails(config: AppConfig, at: string | undefined): Promise<EmailCycleOutcome> {
  return withDatabase(config, (db) => sendEmailsNow(db, config, at ? new Date(at) : undefined));
}

/**
 * Runs `work` on the migrated database, closing it afterwards. The embedded database is reached
 * through its database process: the running app's (`pnpm start`), or one started for the command.
 */
async function withDatabase<T>(config: AppConfig, work: (db: Database) => Promise<T>): Promise<T> {
  const database = await createDatabase(config.database);
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function seedNotifications(config: AppConfig, request: SeedRequest): Promise<number> {
  const { email, ...options } = seedRequestSchema.parse(request);
  return withDatabase(config, async (db) => {
    const created = await seedDemoNotifications(db, email, options);
    if (!created) throw new Error(noSuchUser(email));
    return created.length;
  });
}

async function ingest(config: AppConfig, request: IngestRequest): Promise<IngestOutcome> {
  return withDatabase(config, (db) =>
    ingestAndMatch(db, request.source, request.day, request.publications),
  );
}

/** Runs one command; resolves to the process exit code (2: unknown command). */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name = 'help', ...args] = argv;
  const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
  if (!command) {
    io.err(`Unknown command '${name}'. Run 'pnpm vigia help' for the list.`);
    return 2;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    // Node's own errors may come from another realm (not `instanceof Error` here).
    const { message } = (error ?? {}) as { message?: unknown };
    const text = typeof message === 'string' ? message : String(error);
    io.err(`${name} failed: ${text.replace(/\s*\n\s*/g, ' ')}`);
    return 1;
  }
}

if (require.main === module) {
  // `pnpm vigia parse … | head` closes the pipe early: that is the reader's choice, not a failure.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0);
    throw error;
  });
  runCli(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then((code) => {
    process.exitCode = code;
  });
}
