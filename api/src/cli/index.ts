import { loadConfig } from '../config';
import { createDatabase } from '../db/client';

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
  help: {
    summary: 'show this list',
    async run(_args, io) {
      io.out('Usage: pnpm vigia <command> [options]');
      io.out('');
      for (const [name, command] of Object.entries(commands)) {
        io.out(`  ${name.padEnd(10)} ${command.summary}`);
      }
      return 0;
    },
  },
};

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
    io.err(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (require.main === module) {
  runCli(process.argv.slice(2), {
    env: process.env,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).then((code) => {
    process.exitCode = code;
  });
}
