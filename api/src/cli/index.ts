import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, type AppConfig } from '../config';
import { createDatabase } from '../db/client';
import { pgliteLockHolder } from '../db/pglite-lock';
import { noSuchUser, seedDemoNotifications } from '../features/notifications/demo-notifications';
import { seedRequestSchema, type SeedRequest } from '../features/notifications/dev-routes';
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
      const source = values.source ?? '';
      if (!isPublicationSource(source))
        throw new Error(`--source must be boe or doga, not '${source}'`);
      if (!values.file) throw new Error('--file <path> is required');
      // pnpm runs the CLI inside api/: a relative path is the caller's, kept in INIT_CWD.
      const file = path.resolve(io.env.INIT_CWD ?? process.cwd(), values.file);
      const { publications } = sourceAdapter(source, io.env).parse(await readFile(file, 'utf8'));
      for (const publication of publications) io.out(JSON.stringify(publication));
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

/**
 * Seeds through the database, or through the running server when it holds the embedded database
 * (PGlite admits one process per folder).
 */
async function seedNotifications(config: AppConfig, request: SeedRequest): Promise<number> {
  const { email, ...options } = seedRequestSchema.parse(request);
  if (config.database.kind === 'pglite' && pgliteLockHolder(config.database.dir) !== null) {
    const response = await fetch(
      `http://${config.host}:${config.port}/api/dev/notifications/seed`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(request),
      },
    );
    const body = (await response.json()) as {
      data?: { created: number };
      error?: { message: string };
    };
    if (!response.ok || !body.data)
      throw new Error(body.error?.message ?? `HTTP ${response.status}`);
    return body.data.created;
  }
  const database = await createDatabase(config.database);
  try {
    await database.migrate();
    const created = await seedDemoNotifications(database.db, email, options);
    if (!created) throw new Error(noSuchUser(email));
    return created.length;
  } finally {
    await database.close();
  }
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
