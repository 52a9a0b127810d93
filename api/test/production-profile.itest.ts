import { execFile, spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { errorEnvelopeSchema } from '@vigia/shared/contracts';
import { API_ROOT, BUILD_DIR } from '../src/paths';
import { httpRequest, type RequestOptions } from './helpers/http';
import { startApi, createTestApp, type RunningApi, type TestApp } from './helpers/test-app';

// Issue 22, problem 4: development back doors were open on every start outside production, and
// Swagger UI was served in production. They are now off unless asked for, and the production
// profile (NODE_ENV or VIGIA_ENV=production) has neither unless API_DOCS turns the docs on.

const DEV_ROUTES: [string, string][] = [
  ['GET', '/api/dev/mail'],
  ['GET', '/api/dev/mail/0000000000000-00000000'],
  ['POST', '/api/dev/demo'],
  ['POST', '/api/dev/publications'],
  ['POST', '/api/dev/notifications/seed'],
  ['POST', '/api/dev/email/send'],
];

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject?.close());

async function expectAbsent(api: Pick<RunningApi, 'request'>, method: string, route: string) {
  const response = await api.request(method, route, { body: {} });
  expect({ route, status: response.status }).toEqual({ route, status: 404 });
  expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
}

async function withApi(env: Record<string, string>, check: (api: RunningApi) => Promise<void>) {
  const api = await startApi(subject.database, { ...subject.databaseEnv, ...env });
  try {
    await check(api);
  } finally {
    await api.close();
  }
}

const PRODUCTION = {
  FIREBASE_AUTH_EMULATOR_HOST: '',
  EMAIL_LINK_SECRET: 'a-production-secret-for-links',
};

describe('development routes', () => {
  it('are off by default', async () => {
    for (const [method, path] of DEV_ROUTES) await expectAbsent(subject, method, path);
    expect((await subject.request('GET', '/health')).status).toBe(200);
  });

  it('are on only as VIGIA_DEV_ROUTES names them', async () => {
    await withApi({ VIGIA_DEV_ROUTES: 'publications' }, async (api) => {
      const publications = await api.request('POST', '/api/dev/publications', { body: {} });
      expect(publications.status).toBe(400);
      await expectAbsent(api, 'POST', '/api/dev/notifications/seed');
      await expectAbsent(api, 'GET', '/api/dev/mail');
    });
  });
});

describe('the production profile', () => {
  it.each([
    ['NODE_ENV=production', { NODE_ENV: 'production' }],
    ['VIGIA_ENV=production', { VIGIA_ENV: 'production' }],
  ])('%s has no development routes and no Swagger UI or OpenAPI document', async (_, env) => {
    await withApi({ ...PRODUCTION, ...env }, async (api) => {
      expect(api.config.isProduction).toBe(true);
      for (const [method, path] of DEV_ROUTES) await expectAbsent(api, method, path);
      await expectAbsent(api, 'GET', '/api/docs');
      await expectAbsent(api, 'GET', '/api/docs/json');
      expect((await api.request('GET', '/health')).status).toBe(200);
    });
  });

  it('serves the API docs when API_DOCS=on', async () => {
    await withApi({ ...PRODUCTION, NODE_ENV: 'production', API_DOCS: 'on' }, async (api) => {
      expect((await api.request('GET', '/api/docs/json')).status).toBe(200);
      const ui = await api.request('GET', '/api/docs/');
      expect(ui.status).toBe(200);
      expect(ui.text).toContain('swagger');
    });
  });
});

describe('the compiled api', () => {
  // What production runs: `pnpm --filter @vigia/api build`, then `node dist/main.js`.
  let child: ChildProcess | undefined;
  afterAll(() => child?.kill('SIGTERM'));

  it('is built from the sources and runs in the production profile, with no back door', async () => {
    await promisify(execFile)(process.execPath, ['build.mjs'], { cwd: API_ROOT });
    const port = await freePort();
    child = spawn(process.execPath, [path.join(BUILD_DIR, 'main.js')], {
      env: {
        ...process.env,
        ...subject.databaseEnv,
        ...PRODUCTION,
        NODE_ENV: 'production',
        PORT: String(port),
        SMTP_URL: 'smtp://127.0.0.1:1',
        LOG_LEVEL: 'silent',
      },
      stdio: 'ignore',
    });
    const api = {
      request: (method: string, route: string, options?: RequestOptions) =>
        httpRequest(`http://127.0.0.1:${port}`, method, route, options),
    };
    for (let tries = 0; ; tries += 1) {
      const health = await api.request('GET', '/health').catch(() => null);
      if (health?.status === 200) break;
      if (tries > 300) throw new Error('The compiled api did not answer /health');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    for (const [method, route] of DEV_ROUTES) await expectAbsent(api, method, route);
    await expectAbsent(api, 'GET', '/api/docs');
    const unsigned = await api.request('GET', '/api/v1/subscriptions');
    expect(errorEnvelopeSchema.parse(unsigned.json()).error.code).toBe('MISSING_HEADERS');
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}
