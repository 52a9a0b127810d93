import pg from 'pg';

interface ProjectConfig {
  displayName?: string | { name: string };
}

const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';

/**
 * The integration suites need the Firebase Auth emulator and, for api-postgres, a PostgreSQL
 * server. Missing services fail the run here, with what to start, instead of skipping tests.
 */
export default async function globalSetup(_global: unknown, project: ProjectConfig): Promise<void> {
  process.env.FIREBASE_AUTH_EMULATOR_HOST ||= DEFAULT_EMULATOR_HOST;
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  try {
    const response = await fetch(`http://${emulator}/`);
    if (!response.ok) throw new Error(`status ${response.status}`);
  } catch (error) {
    throw new Error(
      `Firebase Auth emulator not reachable at ${emulator} (${String(error)}). Start it with ` +
        '`CI=true npx firebase emulators:start --only auth --project demo-vigia` ' +
        'or set FIREBASE_AUTH_EMULATOR_HOST.',
    );
  }

  const name =
    typeof project.displayName === 'string' ? project.displayName : project.displayName?.name;
  if (name === 'api-postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) {
      throw new Error('api-postgres needs TEST_DATABASE_URL=postgres://… (a PostgreSQL server).');
    }
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query('select 1');
    } catch (error) {
      throw new Error(`PostgreSQL not reachable at TEST_DATABASE_URL (${String(error)}).`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
