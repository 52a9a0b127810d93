import { NOTIFICATION_SETTINGS_DEFAULTS } from '@vigia/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import { runCli } from '../src/cli';
import { loadConfig } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { users } from '../src/db/schema';
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
