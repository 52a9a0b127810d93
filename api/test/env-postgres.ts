import os from 'node:os';
import path from 'node:path';

// Integration tests on PostgreSQL: each test file creates (and drops) its own database there.
if (!process.env.TEST_DATABASE_URL) {
  throw new Error(
    'api-postgres needs TEST_DATABASE_URL=postgres://user@host:port/db of a PostgreSQL server ' +
      'where it may create databases. Refusing to run (not skipping).',
  );
}
process.env.TEST_DB_KIND = 'postgres';
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
// What the api makes for itself (its email link secret) goes to a temporary folder, not .data/.
process.env.VIGIA_DATA_DIR ||= path.join(os.tmpdir(), 'vigia-test-data');

// Opening a database (PGlite's first start, a new PostgreSQL database) takes seconds.
jest.setTimeout(60_000);
