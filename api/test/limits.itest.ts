import {
  DEFAULT_MAX_SUBSCRIPTIONS,
  RATE_LIMITED_MESSAGE,
  subscriptionMessages,
} from '@vigia/shared/contracts';
import { and, eq } from 'drizzle-orm';
import { emailOutbox } from '../src/db/schema';
import { VERIFICATION_EMAILS_PER_HOUR } from '../src/features/email/address-verification';
import { USER_RATE_LIMITS } from '../src/http/rate-limits';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import type { HttpResponse } from './helpers/http';
import { as, createSubscription, errorOf, subscriptionBody } from './helpers/subscriptions';
import { createTestApp, startApi, type RunningApi, type TestApp } from './helpers/test-app';

// Issue 22, problem 7: 200 previews at once got no 429, and one user could hold any number of
// subscriptions. Costly calls are now limited per user, and subscriptions per account capped.

let subject: TestApp;
beforeAll(async () => {
  subject = await createTestApp({ RATE_LIMITS: 'on' });
});
afterAll(() => subject?.close());

async function synced(): Promise<EmulatorUser> {
  const user = await signUp();
  await as(subject, user)('POST', '/auth/users/sync', { uid: user.uid, email: user.email });
  return user;
}

function expectRateLimited(response: HttpResponse): void {
  expect(response.status).toBe(429);
  const error = errorOf(response);
  expect(error).toMatchObject({ code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE });
  expect(error.message).toMatch(/^Has hecho demasiadas solicitudes/);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(error.details).toEqual({ retryAfterSeconds: expect.any(Number) });
}

/** `times` calls at once; the statuses in order of the calls. */
async function burst(times: number, call: () => Promise<HttpResponse>): Promise<number[]> {
  const responses = await Promise.all(Array.from({ length: times }, call));
  return responses.map((response) => response.status);
}

describe('per-user rate limits', () => {
  it(`answer previews past ${USER_RATE_LIMITS.preview.max} a minute 429 in Spanish, for that user only`, async () => {
    const [ana, luis] = await Promise.all([synced(), synced()]);
    const preview = (user: EmulatorUser) => () =>
      as(subject, user)('POST', '/subscriptions/preview', { typeId: 'boe', prompts: ['vigo'] });
    const statuses = await burst(200, preview(ana));
    expect(statuses.filter((status) => status === 200)).toHaveLength(USER_RATE_LIMITS.preview.max);
    expect(statuses.filter((status) => status === 429)).toHaveLength(
      200 - USER_RATE_LIMITS.preview.max,
    );
    expectRateLimited(await preview(ana)());
    expect((await preview(luis)()).status).toBe(200);
    expect((await subject.request('GET', '/health')).status).toBe(200);
  });

  it('limit Procesar Ahora, creating and sign-in sync the same way', async () => {
    const user = await synced();
    const subscription = await createSubscription(subject, user);
    const call = as(subject, user);
    const process = await burst(USER_RATE_LIMITS.process.max + 1, () =>
      call('POST', `/subscriptions/${subscription.id}/process`, {}),
    );
    expect(process.filter((status) => status === 202)).toHaveLength(USER_RATE_LIMITS.process.max);
    expectRateLimited(await call('POST', `/subscriptions/${subscription.id}/process`, {}));

    const create = await burst(USER_RATE_LIMITS.create.max, () =>
      call('POST', '/subscriptions', subscriptionBody()),
    );
    // One was created above, in the same minute.
    expect(create.filter((status) => status === 201)).toHaveLength(USER_RATE_LIMITS.create.max - 1);
    expectRateLimited(await call('POST', '/subscriptions', subscriptionBody()));

    const sync = () => call('POST', '/auth/users/sync', { uid: user.uid, email: user.email });
    // One sync was made by synced().
    const syncs = await burst(USER_RATE_LIMITS.sync.max, sync);
    expect(syncs.filter((status) => status === 200)).toHaveLength(USER_RATE_LIMITS.sync.max - 1);
    expectRateLimited(await sync());
    expect((await call('GET', '/subscriptions')).status).toBe(200);
  });

  it('limit the verification emails one account can cause, by resend or by saving addresses', async () => {
    const user = await synced();
    const call = as(subject, user);
    const address = (n: number) => ({
      notificationSettings: { notificationEmail: `n${n}@example.org` },
    });
    expect((await call('PATCH', '/users/profile', address(1))).status).toBe(200);
    const resend = () => call('POST', '/users/notification-email/verification');
    for (let n = 0; n < USER_RATE_LIMITS.verificationEmail.max; n += 1) {
      expect((await resend()).status).toBe(202);
    }
    expectRateLimited(await resend());
    for (const n of [2, 3, 4]) {
      expect((await call('PATCH', '/users/profile', address(n))).status).toBe(200);
    }
    const sent = await subject.database.db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, user.uid), eq(emailOutbox.kind, 'verification')));
    expect(sent).toHaveLength(VERIFICATION_EMAILS_PER_HOUR);
    expect(sent.map((row) => row.to)).not.toContain('n4@example.org');
  });

  it('are off with RATE_LIMITS=off', async () => {
    const api = await startApi(subject.database, { ...subject.databaseEnv, RATE_LIMITS: 'off' });
    try {
      const user = await signUp();
      const statuses = await burst(USER_RATE_LIMITS.sync.max + 5, () =>
        as(api, user)('POST', '/auth/users/sync', { uid: user.uid, email: user.email }),
      );
      expect(new Set(statuses)).toEqual(new Set([200]));
    } finally {
      await api.close();
    }
  });
});

describe('subscriptions per account', () => {
  it(`are capped (${DEFAULT_MAX_SUBSCRIPTIONS} by default, MAX_SUBSCRIPTIONS_PER_USER), refused 409 in Spanish`, async () => {
    expect(subject.config.maxSubscriptionsPerUser).toBe(DEFAULT_MAX_SUBSCRIPTIONS);
    let api: RunningApi | undefined;
    try {
      api = await startApi(subject.database, {
        ...subject.databaseEnv,
        MAX_SUBSCRIPTIONS_PER_USER: '3',
      });
      const user = await signUp();
      const created = [];
      for (let index = 0; index < 3; index += 1) created.push(await createSubscription(api, user));
      const refused = await as(api, user)('POST', '/subscriptions', subscriptionBody());
      expect(refused.status).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: 'CONFLICT',
        message: subscriptionMessages.tooMany(3),
      });
      expect(errorOf(refused).message).toBe(
        'Has llegado al máximo de 3 subscripciones. Elimina alguna que ya no uses para crear otra.',
      );
      await as(api, user)('DELETE', `/subscriptions/${created[0]?.id}`);
      expect((await as(api, user)('POST', '/subscriptions', subscriptionBody())).status).toBe(201);
    } finally {
      await api?.close();
    }
  });
});
