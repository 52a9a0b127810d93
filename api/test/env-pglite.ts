import type Module from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { runInThisContext } from 'node:vm';

// Integration tests on the embedded database: each test file opens its own PGlite folder.
process.env.TEST_DB_KIND = 'pglite';
process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
// What the api makes for itself (its email link secret) goes to a temporary folder, not .data/.
process.env.VIGIA_DATA_DIR ||= path.join(os.tmpdir(), 'vigia-test-data');
delete process.env.DATABASE_URL;

// PGlite loads its WebAssembly, file system and extensions with dynamic import(), which jest's
// module sandbox refuses without --experimental-vm-modules. Loading the (unchanged) package with
// Node's own require lets it do so; everyone importing it, drizzle included, gets that instance.
// (jest hands out sandboxed `module` builtins, so the real one is fetched from Node's context.)
const nodeModule = runInThisContext('process.getBuiltinModule("node:module")') as typeof Module;
const nodeRequire = nodeModule.createRequire(__filename);
jest.mock('@electric-sql/pglite', () => nodeRequire('@electric-sql/pglite'));
jest.mock('@electric-sql/pglite/contrib/unaccent', () =>
  nodeRequire('@electric-sql/pglite/contrib/unaccent'),
);

// Opening a database (PGlite's first start, a new PostgreSQL database) takes seconds.
jest.setTimeout(60_000);
