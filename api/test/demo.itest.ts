import { notificationListResponseSchema } from '@vigia/shared/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/features/demo/seed-demo';
import { signIn } from './helpers/firebase-emulator';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp();
});
afterAll(() => subject?.close());

describe('the demo account', () => {
  it('gets three subscriptions and notifications matched from the sample bulletins, once', async () => {
    const first = await subject.request('POST', '/api/dev/demo');
    expect(first.status).toBe(200);
    const seeded = (
      first.json() as { data: { subscriptions: number; notificationsCreated: number } }
    ).data;
    expect(seeded).toMatchObject({ email: DEMO_EMAIL, password: DEMO_PASSWORD, subscriptions: 3 });
    expect(seeded.notificationsCreated).toBeGreaterThanOrEqual(4);

    const again = await subject.request('POST', '/api/dev/demo');
    expect((again.json() as { data: unknown }).data).toMatchObject({
      subscriptions: 3,
      notificationsCreated: 0,
    });

    const idToken = await signIn(DEMO_EMAIL, DEMO_PASSWORD);
    const list = await subject.request('GET', '/api/v1/notifications?limit=20', {
      headers: bearer(idToken),
    });
    const { data } = notificationListResponseSchema.parse(list.json());
    expect(data.total).toBe(seeded.notificationsCreated);
    const titles = data.notifications.map((item) => item.title).join('\n');
    expect(titles).toContain('Conservación de la autovía A-52');
    expect(titles).toContain('rehabilitación de viviendas');
    expect(titles).toContain('Cuerpo de Maestros');
  });
});
