import { signUp } from './helpers/firebase-emulator';
import type { HttpResponse } from './helpers/http';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

// Issue 22, problem 8: the api sent no security headers. Helmet's now, with a CSP for JSON and
// the email links' pages; Swagger UI keeps a CSP of its own.

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject?.close());

function expectSecured(response: HttpResponse): void {
  expect(response.headers).toMatchObject({
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  });
  const csp = String(response.headers['content-security-policy']);
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
}

describe('security headers of the api', () => {
  it('are on every answer: health, data, errors, not found, email link pages', async () => {
    const user = await signUp();
    const answers = await Promise.all([
      subject.request('GET', '/health'),
      subject.request('GET', '/api/v1/users/profile', { headers: bearer(user.idToken) }),
      subject.request('GET', '/api/v1/subscriptions'),
      subject.request('GET', '/nowhere'),
      subject.request('GET', '/api/v1/email/unsubscribe?token=x.1.y'),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401, 404, 400]);
    for (const answer of answers) expectSecured(answer);
  });

  it('leave Swagger UI a CSP of its own that allows its scripts, over plain http', async () => {
    const page = await subject.request('GET', '/api/docs/');
    expect(page.status).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});
