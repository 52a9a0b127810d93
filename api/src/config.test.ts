import path from 'node:path';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig } from './config';

const repoRoot = path.resolve(__dirname, '..', '..');
const SECRET = 'a-long-production-secret';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      host: '127.0.0.1',
      port: 8080,
      logLevel: 'info',
      database: { kind: 'pglite', dir: path.join(repoRoot, '.data', 'pglite') },
      firebase: { projectId: 'demo-vigia', authEmulatorHost: null },
      corsOrigins: DEFAULT_CORS_ORIGINS,
      smtp: {
        url: 'smtp://127.0.0.1:2525',
        sinkPort: 2525,
        mailDir: path.join(repoRoot, '.data', 'mail'),
      },
      instantNotificationsAllowlist: [],
      bulletinWatch: true,
      jobs: 'both',
      tokenCacheSize: 10_000,
      revocationCacheMs: 5_000,
      dataDir: path.join(repoRoot, '.data'),
      devRoutes: new Set(),
      apiDocs: true,
      demo: { email: 'demo@vigia.local', password: null },
    });
  });

  it('turns development routes on only when asked, all or by name, and never in production', () => {
    expect([...loadConfig({ VIGIA_DEV_ROUTES: 'on' }).devRoutes]).toEqual([
      'mail',
      'demo',
      'publications',
      'notifications',
      'email',
    ]);
    expect([...loadConfig({ VIGIA_DEV_ROUTES: 'mail, publications' }).devRoutes]).toEqual([
      'mail',
      'publications',
    ]);
    expect(loadConfig({ VIGIA_DEV_ROUTES: 'off' }).devRoutes.size).toBe(0);
    expect(() => loadConfig({ VIGIA_DEV_ROUTES: 'mail,backdoor' })).toThrow(
      'VIGIA_DEV_ROUTES: unknown backdoor',
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', EMAIL_LINK_SECRET: SECRET, VIGIA_DEV_ROUTES: 'mail' }),
    ).toThrow('VIGIA_DEV_ROUTES must be off in production');
    expect(() =>
      loadConfig({
        VIGIA_ENV: 'production',
        EMAIL_LINK_SECRET: SECRET,
        VIGIA_DEMO_PASSWORD: 'x'.repeat(12),
      }),
    ).toThrow('VIGIA_DEMO_PASSWORD must not be set in production');
  });

  it('has a production profile from NODE_ENV or VIGIA_ENV: no API docs unless API_DOCS=on', () => {
    const byVigiaEnv = loadConfig({ VIGIA_ENV: 'production', EMAIL_LINK_SECRET: SECRET });
    expect(byVigiaEnv).toMatchObject({ env: 'production', isProduction: true, apiDocs: false });
    expect(loadConfig({ VIGIA_ENV: 'test' })).toMatchObject({
      env: 'development',
      isProduction: false,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', EMAIL_LINK_SECRET: SECRET, API_DOCS: 'on' }).apiDocs,
    ).toBe(true);
    expect(() => loadConfig({ VIGIA_ENV: 'production' })).toThrow('EMAIL_LINK_SECRET');
  });

  it('splits the api from the job workers, on PostgreSQL or the embedded database process', () => {
    const url = 'postgres://vigia@127.0.0.1:5432/vigia';
    expect(loadConfig({ DATABASE_URL: url, JOBS: 'api' }).jobs).toBe('api');
    expect(loadConfig({ JOBS: 'worker' }).jobs).toBe('worker');
    expect(loadConfig({ JOBS: 'api' }).jobs).toBe('api');
    expect(() => loadConfig({ JOBS: 'all' })).toThrow('JOBS');
  });

  it('allows the five dev front-end ports on 127.0.0.1 and localhost by default', () => {
    expect(DEFAULT_CORS_ORIGINS).toHaveLength(10);
    expect(DEFAULT_CORS_ORIGINS).toEqual(
      expect.arrayContaining(['http://127.0.0.1:3000', 'http://localhost:3004']),
    );
  });

  it('serves the embedded database on PGLITE_PORT', () => {
    expect(loadConfig({ PGLITE_PORT: '6543' }).database).toMatchObject({ port: 6543 });
    expect(loadConfig({ PGLITE_PROCESS: 'external' }).database).toMatchObject({
      whenNotServed: 'wait',
    });
    expect(() => loadConfig({ PGLITE_PORT: 'x' })).toThrow('PGLITE_PORT');
  });

  it('resolves the PGlite folder from the repository root, not the working directory', () => {
    const cwd = process.cwd();
    try {
      process.chdir(path.join(repoRoot, 'api'));
      expect(loadConfig({ PGLITE_DIR: 'tmp/db' }).database).toEqual({
        kind: 'pglite',
        dir: path.join(repoRoot, 'tmp', 'db'),
        port: 5433,
        whenNotServed: 'start',
      });
    } finally {
      process.chdir(cwd);
    }
    expect(loadConfig({ PGLITE_DIR: '/var/lib/vigia' }).database).toEqual({
      kind: 'pglite',
      dir: '/var/lib/vigia',
      port: 5433,
      whenNotServed: 'start',
    });
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dir: 'memory://',
      port: 5433,
      whenNotServed: 'start',
    });
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
  });

  it('reads the other variables', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: '9000',
      HOST: '0.0.0.0',
      FIREBASE_PROJECT_ID: 'vigia-prod',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      INSTANT_NOTIFICATIONS_ALLOWLIST: 'Ana@Example.com,luis@example.com',
      TOKEN_CACHE_SIZE: '5',
      REVOCATION_CACHE_MS: '0',
    });
    expect(config).toMatchObject({
      logLevel: 'silent',
      port: 9000,
      host: '0.0.0.0',
      firebase: { projectId: 'vigia-prod', authEmulatorHost: '127.0.0.1:9099' },
      corsOrigins: ['https://a.example', 'https://b.example'],
      instantNotificationsAllowlist: ['ana@example.com', 'luis@example.com'],
      tokenCacheSize: 5,
      revocationCacheMs: 0,
    });
  });

  it('starts the SMTP sink only outside production and without SMTP_URL, unless told', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25' }).smtp).toMatchObject({
      url: 'smtp://mail:25',
      sinkPort: null,
    });
    expect(loadConfig({ NODE_ENV: 'production', EMAIL_LINK_SECRET: SECRET }).smtp).toMatchObject({
      url: null,
      sinkPort: null,
    });
    expect(
      loadConfig({ NODE_ENV: 'production', EMAIL_LINK_SECRET: SECRET, SMTP_SINK_PORT: '2526' }).smtp
        .sinkPort,
    ).toBeNull();
    expect(loadConfig({ SMTP_SINK_PORT: '2600' }).smtp).toMatchObject({
      url: 'smtp://127.0.0.1:2600',
      sinkPort: 2600,
    });
    expect(loadConfig({ SMTP_SINK_PORT: 'off' }).smtp).toMatchObject({ url: null, sinkPort: null });
  });

  it('has email defaults for a local run, and takes them from the environment', () => {
    expect(loadConfig({}).email).toEqual({
      from: 'Vigía <avisos@vigia.local>',
      appUrl: 'http://127.0.0.1:3000',
      apiUrl: 'http://127.0.0.1:8080',
      linkSecret: null,
      linkSecretFile: path.join(repoRoot, '.data', 'secrets', 'email-link-secret'),
      worker: true,
      workerIntervalMs: 30_000,
      workerId: expect.stringMatching(/^[\w.-]+$/),
      journalDir: path.join(repoRoot, '.data', 'email-journal'),
    });
    expect(loadConfig({ NODE_ENV: 'test' }).email.worker).toBe(false);
    expect(
      loadConfig({
        EMAIL_FROM: 'Avisos <avisos@example.org>',
        PUBLIC_APP_URL: 'https://vigia.example.org/',
        PUBLIC_API_URL: 'https://api.vigia.example.org',
        EMAIL_LINK_SECRET: SECRET,
        EMAIL_WORKER: 'off',
        EMAIL_WORKER_INTERVAL_MS: '1000',
        WORKER_ID: 'worker-2',
        EMAIL_JOURNAL_DIR: '/var/lib/vigia/journal',
      }).email,
    ).toEqual({
      from: 'Avisos <avisos@example.org>',
      appUrl: 'https://vigia.example.org',
      apiUrl: 'https://api.vigia.example.org',
      linkSecret: SECRET,
      linkSecretFile: path.join(repoRoot, '.data', 'secrets', 'email-link-secret'),
      worker: false,
      workerIntervalMs: 1000,
      workerId: 'worker-2',
      journalDir: '/var/lib/vigia/journal',
    });
  });

  it('needs its own secret for unsubscribe links in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'EMAIL_LINK_SECRET must be set in production',
    );
    expect(() => loadConfig({ WORKER_ID: 'a/b' })).toThrow('WORKER_ID may hold');
  });

  it('refuses the Auth emulator in production, where it would accept unsigned tokens', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }),
    ).toThrow('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({
      port: 8080,
      database: { kind: 'pglite' },
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ SMTP_SINK_PORT: '70000' }, 'SMTP_SINK_PORT'],
  ])('refuses %p naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
