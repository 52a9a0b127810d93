import { errorEnvelopeSchema } from '@vigia/shared/contracts';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { INTERNAL_ERROR_MESSAGE } from '../src/http/error-handler';
import { signUp } from './helpers/firebase-emulator';
import { at } from './helpers/http';
import { bearer, createTestApp, startApi, type RunningApi, type TestApp } from './helpers/test-app';

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject?.close());

describe('health and routing', () => {
  it('GET /health answers ok without a token', async () => {
    const response = await subject.request('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown route 404 NOT_FOUND in the envelope, under /api/v1 too', async () => {
    for (const url of ['/nope', '/api/v1/nope', '/api/v1/users/profile/other-user']) {
      const response = await subject.request('GET', url);
      expect(response.status).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    }
  });
});

describe('OpenAPI', () => {
  it('serves the document generated from the zod schemas at /api/docs/json', async () => {
    const response = await subject.request('GET', '/api/docs/json');
    expect(response.status).toBe(200);
    const document = response.json();
    expect(at(document, 'openapi')).toMatch(/^3\./);
    expect(Object.keys(at(document, 'paths') as object)).toEqual(
      expect.arrayContaining([
        '/health',
        '/api/v1/auth/users/sync',
        '/api/v1/users/profile',
        '/api/v1/users/sessions/revoke',
      ]),
    );
    expect(at(document, 'components', 'securitySchemes', 'bearerAuth')).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const patch = at(document, 'paths', '/api/v1/users/profile', 'patch');
    expect(at(patch, 'security')).toEqual([{ bearerAuth: [] }]);
    const body = at(patch, 'requestBody', 'content', 'application/json', 'schema');
    expect(at(body, 'additionalProperties')).toBe(false);
    expect(at(body, 'properties', 'bio')).toMatchObject({ type: 'string', maxLength: 500 });
    expect(at(body, 'properties', 'name')).toMatchObject({ maxLength: 255 });
    const ok = at(patch, 'responses', '200', 'content', 'application/json', 'schema');
    expect(at(ok, 'properties', 'data', 'properties', 'profile', 'required')).toEqual(
      expect.arrayContaining([
        'notification_settings',
        'lastLogin',
        'subscriptionCount',
        'instantNotificationsAvailable',
      ]),
    );
    const revoke = at(document, 'paths', '/api/v1/users/sessions/revoke', 'post');
    expect(at(revoke, 'security')).toEqual([{ bearerAuth: [] }]);
    expect(
      at(revoke, 'responses', '200', 'content', 'application/json', 'schema', 'properties', 'data'),
    ).toMatchObject({ required: ['revoked', 'tokensValidAfter'] });
    const refused = at(patch, 'responses', '400', 'content', 'application/json', 'schema');
    expect(at(refused, 'properties', 'error', 'properties', 'code', 'enum')).toContain(
      'VALIDATION_ERROR',
    );
  });

  it('serves Swagger UI at /api/docs', async () => {
    const entry = await subject.request('GET', '/api/docs');
    expect([200, 302]).toContain(entry.status);
    const page = await subject.request('GET', '/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('swagger');
  });
});

describe('CORS', () => {
  const preflight = (api: RunningApi, origin: string) =>
    api.request('OPTIONS', '/api/v1/users/profile', {
      headers: {
        origin,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

  it('allows the dev front ends with credentials, the API methods and the Authorization header', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3004']) {
      const response = await preflight(subject, origin);
      expect(response.status).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
      expect(String(response.headers['access-control-allow-methods']).split(/,\s*/)).toEqual([
        'GET',
        'POST',
        'PATCH',
        'DELETE',
      ]);
      expect(String(response.headers['access-control-allow-headers'])).toContain('Authorization');
    }
  });

  it('lets allowed front ends read error answers too (401, 404)', async () => {
    for (const path of ['/api/v1/users/profile', '/api/v1/nope']) {
      const response = await subject.request('GET', path, {
        headers: { origin: 'http://localhost:3001' },
      });
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:3001');
    }
  });

  it('does not allow other origins', async () => {
    for (const origin of ['http://localhost:3005', 'https://evil.example']) {
      const response = await preflight(subject, origin);
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
    const simple = await subject.request('GET', '/health', {
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('allows exactly the origins of CORS_ORIGINS when set', async () => {
    const api = await startApi(subject.database, { CORS_ORIGINS: 'https://vigia.example' });
    try {
      const allowed = await preflight(api, 'https://vigia.example');
      expect(allowed.headers['access-control-allow-origin']).toBe('https://vigia.example');
      const dev = await preflight(api, 'http://localhost:3000');
      expect(dev.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await api.close();
    }
  });
});

describe('with the database down', () => {
  let unreachable: DatabaseHandle;
  let api: RunningApi;
  beforeAll(async () => {
    unreachable = await createDatabase({
      kind: 'postgres',
      url: 'postgres://nobody:secret-password@127.0.0.1:1/absent',
    });
    api = await startApi(unreachable, {}, { jobs: subject.jobs });
  });
  afterAll(async () => {
    await api?.close();
    await unreachable?.close();
  });

  it('answers /health 503 INTERNAL', async () => {
    const response = await api.request('GET', '/health');
    expect(response.status).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Database unavailable' },
    });
  });

  it('answers a failing request 500 INTERNAL without telling why', async () => {
    const user = await signUp();
    const response = await api.request('GET', '/api/v1/users/profile', {
      headers: bearer(user.idToken),
    });
    expect(response.status).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE },
    });
    expect(response.text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|secret|postgres/i);
  });
});
