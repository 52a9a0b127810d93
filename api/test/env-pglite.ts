// Integration tests on the embedded database: each test file has its own PGlite folder, served
// by a database process of its own as `pnpm start` serves the product's (helpers/test-database).
process.env.TEST_DB_KIND = 'pglite';
process.env.FIREBASE_AUTH_EMULATOR_HOST ||= '127.0.0.1:9099';
delete process.env.DATABASE_URL;

// Opening a database (PGlite's first start, a new PostgreSQL database) takes seconds.
jest.setTimeout(60_000);
