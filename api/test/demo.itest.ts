import { notificationListResponseSchema } from '@vigia/shared/contracts';
import { signIn, uniqueEmail } from './helpers/firebase-emulator';
import { bearer, createTestApp, startApi, type TestApp } from './helpers/test-app';

// Issue 22, problem 4: the demo password is only known to whoever set it (`pnpm start` prints
// the one it made for this install); no HTTP answer carries it.

// An address of this file's own: the shared emulator's demo@vigia.local is left alone.
const DEMO_EMAIL = uniqueEmail('demo');

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp({ VIGIA_DEV_ROUTES: 'demo', VIGIA_DEMO_EMAIL: DEMO_EMAIL });
});
afterAll(() => subject?.close());

async function signInWithin(password: string, ms: number): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await signIn(DEMO_EMAIL, password);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

describe('the demo account', () => {
  it('gets three subscriptions and notifications matched from the sample bulletins, once, and never answers its password', async () => {
    const password = `demo-${Date.now()}`;
    const first = await subject.request('POST', '/api/dev/demo', { body: { password } });
    expect(first.status).toBe(200);
    expect(first.text).not.toContain(password);
    const seeded = (
      first.json() as { data: { subscriptions: number; notificationsCreated: number } }
    ).data;
    expect(seeded).toEqual({
      email: DEMO_EMAIL,
      subscriptions: 3,
      notificationsCreated: expect.any(Number),
    });
    expect(seeded.notificationsCreated).toBeGreaterThanOrEqual(4);

    const again = await subject.request('POST', '/api/dev/demo', { body: { password } });
    expect((again.json() as { data: unknown }).data).toMatchObject({
      subscriptions: 3,
      notificationsCreated: 0,
    });

    const idToken = await signIn(DEMO_EMAIL, password);
    const list = await subject.request('GET', '/api/v1/notifications?limit=20', {
      headers: bearer(idToken),
    });
    const { data } = notificationListResponseSchema.parse(list.json());
    expect(data.total).toBe(seeded.notificationsCreated);
    const titles = data.notifications.map((item) => item.title).join('\n');
    expect(titles).toContain('Conservación de la autovía A-52');
    expect(titles).toContain('rehabilitación de viviendas');
    expect(titles).toContain('Cuerpo de Maestros');

    const noPassword = await subject.request('POST', '/api/dev/demo', { body: {} });
    expect(noPassword.status).toBe(400);
  });

  it('is prepared by the api itself with VIGIA_DEMO_PASSWORD, with no route needed', async () => {
    const password = `start-${Date.now()}`;
    const api = await startApi(subject.database, {
      ...subject.databaseEnv,
      VIGIA_DEMO_PASSWORD: password,
      VIGIA_DEMO_EMAIL: DEMO_EMAIL,
      VIGIA_DEV_ROUTES: 'off',
    });
    try {
      expect((await api.request('POST', '/api/dev/demo', { body: { password } })).status).toBe(404);
      const idToken = await signInWithin(password, 20_000);
      const profile = await api.request('GET', '/api/v1/users/profile', {
        headers: bearer(idToken),
      });
      expect(profile.status).toBe(200);
    } finally {
      await api.close();
    }
  });
});
