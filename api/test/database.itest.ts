import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { NOTIFICATION_SETTINGS_DEFAULTS } from '@vigia/shared/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { runCli } from '../src/cli';
import { loadConfig } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { subscriptionPrompts, subscriptions, users } from '../src/db/schema';
import { MIGRATIONS_DIR } from '../src/paths';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

describe('migrations', () => {
  let testDatabase: TestDatabase;
  let database: DatabaseHandle;
  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = await createDatabase(loadConfig({ ...process.env, ...testDatabase.env }).database);
    await database.migrate();
  });
  afterAll(async () => {
    await database?.close();
    await testDatabase?.drop();
  });

  it('run on the engine of this project', () => {
    expect(database.kind).toBe(process.env.TEST_DB_KIND);
  });

  it('are applied once: running them again changes nothing', async () => {
    const count = async () =>
      rows<{ n: number }>(
        await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      )[0]?.n;
    const applied = await count();
    expect(applied).toBeGreaterThanOrEqual(2);
    await database.migrate();
    expect(await count()).toBe(applied);
  });

  it('create the spanish_unaccent text search: accents and word forms do not matter', async () => {
    const result = await database.db.execute(sql`
      select
        to_tsvector('spanish_unaccent', 'Resolución de subvenciones para publicaciones')
          @@ websearch_to_tsquery('spanish_unaccent', 'resolucion subvencion') as matches,
        to_tsvector('spanish_unaccent', 'Resolución de subvenciones')
          @@ websearch_to_tsquery('spanish_unaccent', 'resolucion -subvenciones') as excluded,
        unaccent('Núñez Peña') as plain`);
    expect(rows(result)[0]).toEqual({ matches: true, excluded: false, plain: 'Nunez Pena' });
  });

  it('give users the documented defaults', async () => {
    await database.db.insert(users).values({ id: 'defaults-user' });
    const [row] = await database.db.select().from(users).where(eq(users.id, 'defaults-user'));
    expect(row).toMatchObject({
      email: '',
      name: '',
      theme: 'light',
      language: 'es',
      avatar: null,
      emailVerified: false,
      lastLogin: null,
      tokensValidAfter: null,
      notificationSettings: NOTIFICATION_SETTINGS_DEFAULTS,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });
});

describe('pnpm vigia migrate', () => {
  it('applies the migrations to the configured database', async () => {
    const testDatabase = await createTestDatabase();
    try {
      const out: string[] = [];
      const code = await runCli(['migrate'], {
        env: { ...process.env, ...testDatabase.env },
        out: (line) => out.push(line),
        err: (line) => out.push(line),
      });
      expect(code).toBe(0);
      expect(out.join('\n')).toMatch(/^Migrations applied to (PGlite at .+|PostgreSQL)\.$/);

      const database = await createDatabase(
        loadConfig({ ...process.env, ...testDatabase.env }).database,
      );
      try {
        const tables = rows<{ name: string }>(
          await database.db.execute(
            sql`select table_name as name from information_schema.tables where table_name = 'users'`,
          ),
        );
        expect(tables).toEqual([{ name: 'users' }]);
      } finally {
        await database.close();
      }
    } finally {
      await testDatabase.drop();
    }
  });
});

describe('migrations asked for by several processes at once', () => {
  it('are applied once, and every caller succeeds', async () => {
    // An api starting while a CLI command migrates: on PGlite every connection shares one
    // session, where an advisory lock excludes nobody.
    const testDatabase = await createTestDatabase();
    try {
      const results = await Promise.all(
        [1, 2, 3].map(
          () =>
            new Promise<{ code: number | null; output: string }>((resolve) => {
              // As `pnpm vigia migrate` runs it.
              const cli = spawn(
                process.execPath,
                ['--import', 'tsx', 'src/cli/index.ts', 'migrate'],
                {
                  cwd: path.join(__dirname, '..'),
                  env: { ...process.env, ...testDatabase.env },
                  stdio: ['ignore', 'pipe', 'pipe'],
                },
              );
              let output = '';
              cli.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
              cli.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
              cli.on('exit', (code) => resolve({ code, output: output.trim() }));
            }),
        ),
      );
      expect(results).toEqual(
        [1, 2, 3].map(() => ({
          code: 0,
          output: expect.stringMatching(/^Migrations applied to /),
        })),
      );
    } finally {
      await testDatabase.drop();
    }
  }, 120_000);
});

describe('the subscription_prompts migration', () => {
  it('compiles the prompts of the subscriptions stored before it', async () => {
    const testDatabase = await createTestDatabase();
    const earlier = await mkdtemp(path.join(os.tmpdir(), 'vigia-migrations-'));
    try {
      await cp(MIGRATIONS_DIR, earlier, { recursive: true });
      const journalFile = path.join(earlier, 'meta', '_journal.json');
      const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
        entries: { tag: string }[];
      };
      const own = journal.entries.findIndex((entry) => entry.tag.endsWith('_subscription_prompts'));
      expect(own).toBeGreaterThan(0);
      await writeFile(
        journalFile,
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, own) }),
      );
      const config = loadConfig({ ...process.env, ...testDatabase.env }).database;

      const before = await createDatabase(config, { migrationsFolder: earlier });
      try {
        await before.migrate();
        // As the table was then: columns added by later migrations do not exist yet.
        await before.db.execute(sql`insert into users (id) values ('before-prompts')`);
        await before.db.insert(subscriptions).values({
          userId: 'before-prompts',
          typeId: 'boe',
          name: 'Carreteras',
          description: 'Obras en la A-52',
          prompts: ['autovía vigo', '-hacienda'],
        });
      } finally {
        await before.close();
      }

      // Up to this migration: a database at the one before skips those whose journal time is
      // earlier than this one's (the next two), and the migrations after them need them.
      await writeFile(
        journalFile,
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, own + 1) }),
      );
      const after = await createDatabase(config, { migrationsFolder: earlier });
      try {
        await after.migrate();
        const compiled = await after.db
          .select({
            position: subscriptionPrompts.position,
            prompt: subscriptionPrompts.prompt,
          })
          .from(subscriptionPrompts)
          .orderBy(asc(subscriptionPrompts.position));
        expect(compiled).toEqual([
          { position: 0, prompt: 'autovía vigo' },
          { position: 1, prompt: '-hacienda' },
        ]);
      } finally {
        await after.close();
      }
    } finally {
      await testDatabase.drop();
      await rm(earlier, { recursive: true, force: true });
    }
  });
});
