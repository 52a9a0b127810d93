import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { as, createSubscription, errorOf } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

let subject: TestApp;
let owner: EmulatorUser;
let intruder: EmulatorUser;
beforeAll(async () => {
  subject = await createTestApp();
  [owner, intruder] = await Promise.all([signUp(), signUp()]);
});
afterAll(() => subject?.close());

describe("another user's subscription", () => {
  it.each<{ method: string; suffix: string; body?: unknown }>([
    { method: 'GET', suffix: '' },
    { method: 'PATCH', suffix: '', body: { name: 'Robada' } },
    { method: 'DELETE', suffix: '' },
    { method: 'PATCH', suffix: '/toggle', body: { active: false } },
    { method: 'POST', suffix: '/process' },
    { method: 'POST', suffix: '/run' },
    { method: 'GET', suffix: '/status' },
  ])(
    'answers 404 to $method {id}$suffix and leaves it untouched',
    async ({ method, suffix, body }) => {
      const mine = await createSubscription(subject, owner);
      const response = await as(subject, intruder)(
        method,
        `/subscriptions/${mine.id}${suffix}`,
        body,
      );
      expect(response.status).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Subscription not found' });
      const still = await as(subject, owner)('GET', `/subscriptions/${mine.id}`);
      expect(still.status).toBe(200);
      expect(still.json()).toEqual({ data: { subscription: mine } });
    },
  );

  it('delete-all removes only the caller’s and says how many', async () => {
    const fresh = await signUp();
    await createSubscription(subject, fresh, { name: 'Primera' });
    await createSubscription(subject, fresh, { name: 'Segunda' });
    const kept = await createSubscription(subject, owner, { name: 'Del dueño' });

    const response = await as(subject, fresh)('DELETE', '/subscriptions/delete-all');
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({
      data: { success: true, message: '2 subscripciones eliminadas', deletedCount: 2 },
    });
    const again = await as(subject, fresh)('DELETE', '/subscriptions/delete-all');
    expect((again.json() as { data: { deletedCount: number } }).data.deletedCount).toBe(0);
    expect((await as(subject, owner)('GET', `/subscriptions/${kept.id}`)).status).toBe(200);
  });
});
