import { errorEnvelopeSchema } from '@vigia/shared/contracts';
import { at } from './helpers/http';
import { createTestApp, type TestApp } from './helpers/test-app';

describe('app', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
  });
  afterAll(() => subject.close());

  it('GET /health answers ok without a token', async () => {
    const response = await subject.request('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown route 404 NOT_FOUND in the envelope, under /api/v1 too', async () => {
    for (const url of ['/nope', '/api/v1/nope']) {
      const response = await subject.request('GET', url);
      expect(response.status).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).error.code).toBe('NOT_FOUND');
    }
  });

  describe('OpenAPI', () => {
    it('serves the document generated from the zod schemas at /api/docs/json', async () => {
      const response = await subject.request('GET', '/api/docs/json');
      expect(response.status).toBe(200);
      const document = response.json();
      expect(at(document, 'openapi')).toMatch(/^3\./);
      expect(Object.keys(at(document, 'paths') as object)).toEqual(
        expect.arrayContaining(['/health', '/api/v1/auth/users/sync', '/api/v1/users/profile']),
      );
      expect(at(document, 'components', 'securitySchemes', 'bearerAuth')).toMatchObject({
        scheme: 'bearer',
      });
      const patch = at(document, 'paths', '/api/v1/users/profile', 'patch');
      const body = at(patch, 'requestBody', 'content', 'application/json', 'schema');
      expect(at(body, 'additionalProperties')).toBe(false);
      expect(at(body, 'properties', 'bio')).toMatchObject({ type: 'string', maxLength: 500 });
      expect(at(body, 'properties', 'name')).toMatchObject({ maxLength: 255 });
      const profile = at(
        patch,
        'responses',
        '200',
        'content',
        'application/json',
        'schema',
        'properties',
        'data',
        'properties',
        'profile',
      );
      expect(at(profile, 'required')).toEqual(
        expect.arrayContaining(['notification_settings', 'lastLogin', 'subscriptionCount']),
      );
      expect(
        at(
          patch,
          'responses',
          '400',
          'content',
          'application/json',
          'schema',
          'properties',
          'error',
        ),
      ).toBeDefined();
    });

    it('serves Swagger UI at /api/docs', async () => {
      const entry = await subject.request('GET', '/api/docs');
      expect([200, 302]).toContain(entry.status);
      const page = await subject.request('GET', '/api/docs/static/index.html');
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
    });
  });

  describe('CORS', () => {
    const preflight = (origin: string) =>
      subject.request('OPTIONS', '/api/v1/users/profile', {
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': 'authorization,content-type',
        },
      });

    it('allows the dev front ends with credentials, the API methods and the Authorization header', async () => {
      for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3004']) {
        const response = await preflight(origin);
        expect(response.status).toBe(204);
        expect(response.headers['access-control-allow-origin']).toBe(origin);
        expect(response.headers['access-control-allow-credentials']).toBe('true');
        expect(String(response.headers['access-control-allow-methods']).split(',')).toEqual([
          'GET',
          'POST',
          'PATCH',
          'DELETE',
        ]);
        expect(String(response.headers['access-control-allow-headers'])).toContain('Authorization');
      }
    });

    it('does not allow other origins', async () => {
      for (const origin of ['http://localhost:3005', 'https://evil.example']) {
        const response = await preflight(origin);
        expect(response.headers['access-control-allow-origin']).toBeUndefined();
      }
      const simple = await subject.request('GET', '/health', {
        headers: { origin: 'https://evil.example' },
      });
      expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('app configured with CORS_ORIGINS', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp({ CORS_ORIGINS: 'https://vigia.example' });
  });
  afterAll(() => subject.close());

  it('allows exactly the listed origins', async () => {
    const allowed = await subject.request('GET', '/health', {
      headers: { origin: 'https://vigia.example' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://vigia.example');
    const dev = await subject.request('GET', '/health', {
      headers: { origin: 'http://localhost:3000' },
    });
    expect(dev.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('app whose database fails', () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await createTestApp();
    await subject.database.close();
  });
  afterAll(() => subject.close());

  it('answers /health 503 in the envelope', async () => {
    const response = await subject.request('GET', '/health');
    expect(response.status).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'INTERNAL', message: 'Database unavailable' },
    });
  });
});
