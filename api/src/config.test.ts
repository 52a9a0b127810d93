import path from 'node:path';
import { ConfigError, DEFAULT_CORS_ORIGINS, loadConfig } from './config';

const repoRoot = path.resolve(__dirname, '..', '..');

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
      tokenCacheSize: 10_000,
    });
  });

  it('allows the five dev front-end ports on 127.0.0.1 and localhost by default', () => {
    expect(DEFAULT_CORS_ORIGINS).toHaveLength(10);
    expect(DEFAULT_CORS_ORIGINS).toEqual(
      expect.arrayContaining(['http://127.0.0.1:3000', 'http://localhost:3004']),
    );
  });

  it('resolves the PGlite folder from the repository root, not the working directory', () => {
    const cwd = process.cwd();
    try {
      process.chdir(path.join(repoRoot, 'api'));
      expect(loadConfig({ PGLITE_DIR: 'tmp/db' }).database).toEqual({
        kind: 'pglite',
        dir: path.join(repoRoot, 'tmp', 'db'),
      });
    } finally {
      process.chdir(cwd);
    }
    expect(loadConfig({ PGLITE_DIR: '/var/lib/vigia' }).database).toEqual({
      kind: 'pglite',
      dir: '/var/lib/vigia',
    });
    expect(loadConfig({ PGLITE_DIR: 'memory://' }).database).toEqual({
      kind: 'pglite',
      dir: 'memory://',
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
    });
    expect(config).toMatchObject({
      logLevel: 'silent',
      port: 9000,
      host: '0.0.0.0',
      firebase: { projectId: 'vigia-prod', authEmulatorHost: '127.0.0.1:9099' },
      corsOrigins: ['https://a.example', 'https://b.example'],
      instantNotificationsAllowlist: ['ana@example.com', 'luis@example.com'],
      tokenCacheSize: 5,
    });
  });

  it('starts the SMTP sink only outside production and without SMTP_URL, unless told', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25' }).smtp).toMatchObject({
      url: 'smtp://mail:25',
      sinkPort: null,
    });
    expect(loadConfig({ NODE_ENV: 'production' }).smtp).toMatchObject({
      url: null,
      sinkPort: null,
    });
    expect(loadConfig({ NODE_ENV: 'production', SMTP_SINK_PORT: '2526' }).smtp.sinkPort).toBeNull();
    expect(loadConfig({ SMTP_SINK_PORT: '2600' }).smtp).toMatchObject({
      url: 'smtp://127.0.0.1:2600',
      sinkPort: 2600,
    });
    expect(loadConfig({ SMTP_SINK_PORT: 'off' }).smtp).toMatchObject({ url: null, sinkPort: null });
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
