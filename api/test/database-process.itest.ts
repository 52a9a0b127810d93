import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { pgliteServerOf } from '../src/db/pglite-lock';
import { createTestApp, type TestApp } from './helpers/test-app';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

// The embedded database's process: there is nothing of it on PostgreSQL (not skipped: not defined).
if (process.env.TEST_DB_KIND === 'pglite') {
  describe('the embedded database process', () => {
    let testDatabase: TestDatabase;
    let database: DatabaseHandle;
    const clients: pg.Client[] = [];

    const connect = async () => {
      const client = new pg.Client({ connectionString: database.url });
      client.on('error', () => undefined);
      await client.connect();
      clients.push(client);
      return client;
    };

    beforeAll(async () => {
      testDatabase = await createTestDatabase();
      database = await createDatabase(loadConfig({ ...process.env, ...testDatabase.env }).database);
      await database.migrate();
      await database.db.execute(sql`create table turns (id int primary key, note text)`);
    });
    afterAll(async () => {
      await Promise.all(clients.map((client) => client.end().catch(() => undefined)));
      await database?.close();
      await testDatabase?.drop();
    });

    it('closes its server cleanly after clients that prepared statements left', async () => {
      // PGlite in a process of its own: it needs ES module loading, which jest's sandbox lacks.
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, 'fixtures', 'pglite-server-close.ts')],
        { cwd: path.join(__dirname, '..'), timeout: 60_000 },
      );
      expect(JSON.parse(stdout)).toEqual({ failures: [] });
    }, 90_000);

    it('is another process, found through the lock of its directory', () => {
      const server = pgliteServerOf(testDatabase.env.PGLITE_DIR ?? '');
      expect(server?.pid).not.toBe(process.pid);
      expect(database.url).toBe(`postgres://postgres@127.0.0.1:${server?.port}/postgres`);
    });

    it('serves many connections at once without mixing their statements', async () => {
      // A 2 MB parameter arrives in many chunks: another connection's statements must not run
      // between its Parse and its Bind (they share PGlite's one unnamed statement).
      const pool = new pg.Pool({ connectionString: database.url, max: 10 });
      try {
        const big = 'x'.repeat(2_000_000);
        const answers = await Promise.all(
          Array.from({ length: 40 }, async (_, index) => {
            if (index % 4 === 0) {
              const { rows } = await pool.query('select length($1::text) as n', [big]);
              return rows[0]?.n === big.length;
            }
            const { rows } = await pool.query('select $1::int + 1 as n, $2::text as label', [
              index,
              `call ${index}`,
            ]);
            return rows[0]?.n === index + 1 && rows[0]?.label === `call ${index}`;
          }),
        );
        expect(answers.every(Boolean)).toBe(true);
      } finally {
        await pool.end();
      }
    });

    it('gives a transaction the database until it ends: nobody sees or interleaves with it', async () => {
      const writer = await connect();
      const reader = await connect();
      await writer.query('begin');
      await writer.query("insert into turns values (1, 'uncommitted')");
      let seen: number | null = null;
      const reading = reader
        .query<{ n: number }>('select count(*)::int as n from turns')
        .then(({ rows }) => (seen = rows[0]?.n ?? null));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen).toBeNull();
      await writer.query('rollback');
      await reading;
      expect(seen).toBe(0);
    });

    it('rolls back the work of a connection that vanishes mid-transaction, and goes on', async () => {
      const doomed = await connect();
      const survivor = await connect();
      await doomed.query('begin');
      await doomed.query("insert into turns values (2, 'never committed')");
      const waiting = survivor.query<{ n: number }>('select count(*)::int as n from turns');
      (
        doomed as unknown as { connection: { stream: { destroy(): void } } }
      ).connection.stream.destroy();
      expect((await waiting).rows[0]?.n).toBe(0);
      await survivor.query("insert into turns values (3, 'committed')");
      const { rows } = await survivor.query('select id from turns order by id');
      expect(rows).toEqual([{ id: 3 }]);
    });

    it('gives each connection its own named prepared statements, gone when it closes', async () => {
      const first = await connect();
      const second = await connect();
      // The same name for different statements on two connections, as on PostgreSQL.
      const plusOne = { name: 'reused_name', text: 'select $1::int + 1 as n' };
      const timesTwo = { name: 'reused_name', text: 'select $1::int * 2 as n' };
      for (const value of [3, 4]) {
        expect((await first.query({ ...plusOne, values: [value] })).rows).toEqual([
          { n: value + 1 },
        ]);
        expect((await second.query({ ...timesTwo, values: [value] })).rows).toEqual([
          { n: value * 2 },
        ]);
      }
      const prepared = async () =>
        (
          await second.query<{ n: number }>(
            "select count(*)::int as n from pg_prepared_statements where name like '%reused_name'",
          )
        ).rows[0]?.n;
      expect(await prepared()).toBe(2);
      await first.end();
      // The server sees the socket close a moment after the client.
      const deadline = Date.now() + 5000;
      while ((await prepared()) !== 1 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(await prepared()).toBe(1);
      const third = await connect();
      expect((await third.query({ ...plusOne, values: [9] })).rows).toEqual([{ n: 10 }]);
    });

    it('keeps a connection usable after an error in the extended protocol', async () => {
      const client = await connect();
      await expect(client.query('select $1::int', ['not a number'])).rejects.toThrow(
        'invalid input syntax for type integer',
      );
      await expect(client.query('select $1::int as n', [5])).resolves.toMatchObject({
        rows: [{ n: 5 }],
      });
    });
  });
}

describe('an api on its database', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject?.close());

  // Its database answers in another process (PGlite's, or PostgreSQL): the api's thread is free.
  it('answers /health while a heavy query of its own runs in the database', async () => {
    expect((await subject.request('GET', '/health')).status).toBe(200);
    let heavyDone = false;
    // Seconds of work for the database: in the api's own thread it would block every request.
    const heavy = subject.database.db
      .execute(sql`select count(*) from generate_series(1, 40000000)`)
      .finally(() => (heavyDone = true));
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      statuses.push((await subject.request('GET', '/health')).status);
    }
    expect(heavyDone).toBe(false);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    await heavy;
  });
});
