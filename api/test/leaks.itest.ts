import { processingStatusResponseSchema } from '@vigia/shared/contracts';
import { sql } from 'drizzle-orm';
import { RUN_FAILED_ERROR } from '../src/features/subscriptions/process-subscription';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { as, createSubscription } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 22, problem 9: a failed run showed the user raw SQL ('Failed query: INSERT INTO
// match_scores …'). The user reads a Spanish message; the log has the cause.

let subject: TestApp;
let user: EmulatorUser;
beforeAll(async () => {
  subject = await createTestApp();
  user = await signUp();
});
afterAll(() => subject?.close());

describe('a run that fails in the database', () => {
  it('tells the user in Spanish, without SQL or other internals', async () => {
    const subscription = await createSubscription(subject, user);
    // This file's own database: every run now fails where the issue saw it fail.
    await subject.database.db.execute(sql`drop table match_scores`);
    const call = as(subject, user);
    const started = await call('POST', `/subscriptions/${subscription.id}/process`, {});
    expect(started.status).toBe(202);

    let status = processingStatusResponseSchema.parse(
      (await call('GET', `/subscriptions/${subscription.id}/status`)).json(),
    ).data.status;
    for (let polls = 0; status.status !== 'failed' && polls < 200; polls += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const response = await call('GET', `/subscriptions/${subscription.id}/status`);
      status = processingStatusResponseSchema.parse(response.json()).data.status;
    }
    expect(status.status).toBe('failed');
    expect(status.error).toBe(RUN_FAILED_ERROR);
    expect(JSON.stringify(status)).not.toMatch(
      /failed query|match_scores|insert into|select |relation/i,
    );
  });
});
