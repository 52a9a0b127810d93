import os from 'node:os';
import path from 'node:path';

// Integration tests on the embedded database: each test file has its own PGlite folder, served
// by a database process of its own as `pnpm start` serves the product's (helpers/test-database).
process.env.TEST_DB_KIND = 'pglite';
process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
// What the api makes for itself (its email link secret) goes to a temporary folder, not .data/.
process.env.VIGIA_DATA_DIR ||= path.join(os.tmpdir(), 'vigia-test-data');
delete process.env.DATABASE_URL;

// Opening a database (PGlite's first start, a new PostgreSQL database) takes seconds.
jest.setTimeout(60_000);
