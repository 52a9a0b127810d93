import {
  processStartedResponseSchema,
  processingStatusResponseSchema,
  subscriptionResponseSchema,
  subscriptionTypeResponseSchema,
  subscriptionTypesResponseSchema,
} from '@vigia/shared/contracts';
import { eq } from 'drizzle-orm';
import { subscriptionProcessing } from '../src/db/schema';
import {
  RUN_TIMED_OUT_ERROR,
  RUN_TIMEOUT_MS,
} from '../src/features/subscriptions/process-subscription';
import { insertProcessingRun } from '../src/features/subscriptions/repository';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import {
  as,
  createSubscription,
  errorOf,
  issueMessages,
  subscriptionBody,
} from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

let subject: TestApp;
let user: EmulatorUser;
beforeAll(async () => {
  subject = await createTestApp();
  user = await signUp();
});
afterAll(() => subject?.close());

const call = (method: string, path: string, body?: unknown) =>
  as(subject, user)(method, path, body);

describe('subscription types', () => {
  it('lists boe and doga as system types with descriptions, logos and default prompts', async () => {
    const response = await call('GET', '/subscriptions/types');
    expect(response.status).toBe(200);
    const { types } = subscriptionTypesResponseSchema.parse(response.json()).data;
    expect(types.map((type) => [type.id, type.displayName, type.isSystem])).toEqual([
      ['boe', 'BOE', true],
      ['doga', 'DOGA', true],
    ]);
    for (const type of types) {
      expect(type.description.length).toBeGreaterThan(20);
      expect(type.logoUrl).toBe(`/logos/${type.id}.svg`);
      expect(type.metadata.defaultPrompts.length).toBe(3);
    }
    expect(response.json()).toMatchObject({
      data: {
        types: expect.arrayContaining([
          {
            id: 'boe',
            name: 'boe',
            displayName: 'BOE',
            description: expect.any(String),
            icon: 'landmark',
            logoUrl: '/logos/boe.svg',
            isSystem: true,
            metadata: { defaultPrompts: ['oposiciones', 'subvenciones', 'becas'] },
          },
        ]),
      },
    });
  });

  it('answers one type, and 404 with the spec message for an unknown one', async () => {
    const found = await call('GET', '/subscriptions/types/doga');
    expect(subscriptionTypeResponseSchema.parse(found.json()).data.type.name).toBe('doga');
    const missing = await call('GET', '/subscriptions/types/bocyl');
    expect(missing.status).toBe(404);
    expect(errorOf(missing)).toEqual({
      code: 'NOT_FOUND',
      message: "Subscription type with ID 'bocyl' not found",
    });
  });
});

describe('POST /subscriptions', () => {
  it('creates a subscription with trimmed prompts, blanks dropped and the defaults', async () => {
    const response = await call('POST', '/subscriptions', {
      name: '  Becas  ',
      description: 'Becas universitarias del Ministerio',
      type_id: 'doga',
      prompts: ['  becas ', '', '   ', 'ayudas al estudio'],
    });
    expect(response.status).toBe(201);
    const created = subscriptionResponseSchema.parse(response.json()).data.subscription;
    expect(created).toMatchObject({
      name: 'Becas',
      typeId: 'doga',
      typeName: 'DOGA',
      source: 'doga',
      logo: '/logos/doga.svg',
      prompts: ['becas', 'ayudas al estudio'],
      frequency: 'daily',
      active: true,
      status: 'active',
      notificationMethod: 'Email',
      filters: null,
      notifications: 0,
      lastNotification: null,
      lastProcessed: null,
      metadata: {},
    });
    const again = await call('GET', `/subscriptions/${created.id}`);
    expect(subscriptionResponseSchema.parse(again.json()).data.subscription).toEqual(created);
  });

  it.each([
    [{ name: 'ab' }, 'Name must be at least 3 characters'],
    [{ name: 'x'.repeat(51) }, 'Name must be less than 50 characters'],
    [{ description: 'abcd' }, 'Description must be at least 5 characters'],
    [{ description: 'x'.repeat(201) }, 'Description must be less than 200 characters'],
    [{ typeId: '' }, 'Subscription type is required'],
    [{ prompts: [] }, 'At least one prompt is required'],
    [{ prompts: ['  ', ''] }, 'At least one prompt is required'],
    [{ prompts: ['a', 'b', 'c', 'd'] }, 'Maximum of 3 prompts allowed'],
    [{ prompts: ['Becas', 'becas'] }, 'Duplicate prompt: This prompt already exists'],
    [
      { frequency: 'weekly' },
      "Invalid enum value. Expected 'immediate' | 'daily', received 'weekly'",
    ],
    [{ typeId: 'bocyl' }, "Subscription type with ID 'bocyl' not found"],
    [{ owner: 'someone-else' }, "Unrecognized key(s) in object: 'owner'"],
  ])('refuses %j with 400 VALIDATION_ERROR: %s', async (change, message) => {
    const response = await call('POST', '/subscriptions', subscriptionBody(change));
    expect(response.status).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    expect(issueMessages(response)).toContain(message);
  });

  it('refuses a missing type with the spec message', async () => {
    const { typeId: _omitted, ...body } = subscriptionBody();
    const response = await call('POST', '/subscriptions', body);
    expect(response.status).toBe(400);
    expect(issueMessages(response)).toContain('Subscription type is required');
  });

  it('writes nothing when the input is refused', async () => {
    const before = (await call('GET', '/subscriptions/stats')).json();
    await call('POST', '/subscriptions', subscriptionBody({ prompts: [] }));
    expect((await call('GET', '/subscriptions/stats')).json()).toEqual(before);
  });
});

describe('changing a subscription', () => {
  it('updates prompts and frequency and moves updatedAt', async () => {
    const created = await createSubscription(subject, user);
    const response = await call('PATCH', `/subscriptions/${created.id}`, {
      prompts: [' incendios ', 'pesca'],
      frequency: 'immediate',
    });
    expect(response.status).toBe(200);
    const updated = subscriptionResponseSchema.parse(response.json()).data.subscription;
    expect(updated).toMatchObject({ prompts: ['incendios', 'pesca'], frequency: 'immediate' });
    expect(updated.name).toBe(created.name);
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
  });

  it.each([
    [{}, 'Nothing to update'],
    [{ prompts: [] }, 'At least one prompt is required'],
    [{ typeId: 'doga' }, "Unrecognized key(s) in object: 'typeId'"],
    [{ active: 'yes' }, 'Invalid input'],
  ])('refuses the change %j: %s', async (change, message) => {
    const created = await createSubscription(subject, user);
    const response = await call('PATCH', `/subscriptions/${created.id}`, change);
    expect(response.status).toBe(400);
    expect(issueMessages(response)).toContain(message);
    const unchanged = await call('GET', `/subscriptions/${created.id}`);
    expect(subscriptionResponseSchema.parse(unchanged.json()).data.subscription).toEqual(created);
  });

  it('toggles with active or isActive', async () => {
    const created = await createSubscription(subject, user);
    const off = await call('PATCH', `/subscriptions/${created.id}/toggle`, { active: false });
    expect(subscriptionResponseSchema.parse(off.json()).data.subscription).toMatchObject({
      active: false,
      status: 'inactive',
    });
    const on = await call('PATCH', `/subscriptions/${created.id}/toggle`, { isActive: true });
    expect(subscriptionResponseSchema.parse(on.json()).data.subscription.active).toBe(true);
    const bad = await call('PATCH', `/subscriptions/${created.id}/toggle`, {});
    expect(bad.status).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION_ERROR');
  });

  it('deletes one, which then answers 404', async () => {
    const created = await createSubscription(subject, user);
    const response = await call('DELETE', `/subscriptions/${created.id}`);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ data: { success: true, id: created.id } });
    expect((await call('GET', `/subscriptions/${created.id}`)).status).toBe(404);
    expect((await call('DELETE', `/subscriptions/${created.id}`)).status).toBe(404);
  });

  it('answers 404, not 500, for an id that is not a UUID', async () => {
    const response = await call('GET', '/subscriptions/not-a-uuid');
    expect(response.status).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Subscription not found' });
  });

  it('needs a token', async () => {
    const response = await subject.request('GET', '/api/v1/subscriptions');
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('MISSING_HEADERS');
  });
});

describe('processing', () => {
  async function statusOf(id: string) {
    const response = await call('GET', `/subscriptions/${id}/status`);
    expect(response.status).toBe(200);
    return processingStatusResponseSchema.parse(response.json()).data.status;
  }

  it('is pending before any run, and a run completes saying no publication was scanned', async () => {
    const created = await createSubscription(subject, user);
    expect(await statusOf(created.id)).toEqual({
      status: 'pending',
      error: null,
      lastRunAt: null,
      nextRunAt: null,
      processingId: null,
      metadata: {},
    });

    // The spec's payload (§7), subscription_id as it names it.
    const started = await call('POST', `/subscriptions/${created.id}/process`, {
      subscription_id: created.id,
      prompts: created.prompts,
      type: 'boe',
      metadata: { from: 'test' },
    });
    expect(started.status).toBe(202);
    const { data } = processStartedResponseSchema.parse(started.json());
    expect(data).toEqual({
      processingId: expect.any(String),
      subscriptionId: created.id,
      status: 'pending',
      message: 'Procesamiento iniciado',
    });
    expect(started.json()).toEqual({ data });

    let status = await statusOf(created.id);
    for (let polls = 0; status.status !== 'completed' && polls < 50; polls += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await statusOf(created.id);
    }
    expect(status).toMatchObject({
      status: 'completed',
      processingId: data.processingId,
      error: null,
      metadata: expect.objectContaining({
        trigger: 'process',
        // No publication is stored in this database: the run looked at none, and says so.
        publicationsScanned: 0,
        matches: 0,
        notificationsCreated: 0,
        since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    });
    const after = await call('GET', `/subscriptions/${created.id}`);
    expect(
      subscriptionResponseSchema.parse(after.json()).data.subscription.lastProcessed,
    ).not.toBeNull();
  });

  it('reports a run whose job was lost as failed once it is overdue, and a recent one as it is', async () => {
    const { db } = subject.database;
    const created = await createSubscription(subject, user);
    const run = await insertProcessingRun(db, user.uid, created.id, { trigger: 'process' });
    await db
      .update(subscriptionProcessing)
      .set({ status: 'processing', createdAt: new Date(Date.now() - RUN_TIMEOUT_MS / 2) })
      .where(eq(subscriptionProcessing.id, run.id));
    expect(await statusOf(created.id)).toMatchObject({ status: 'processing', error: null });

    await db
      .update(subscriptionProcessing)
      .set({ createdAt: new Date(Date.now() - RUN_TIMEOUT_MS - 1000) })
      .where(eq(subscriptionProcessing.id, run.id));
    expect(await statusOf(created.id)).toMatchObject({
      status: 'failed',
      error: RUN_TIMED_OUT_ERROR,
      processingId: run.id,
    });
    expect(await statusOf(created.id)).toMatchObject({ status: 'failed' });
  });

  it('runs with /run too, and the body of /process is validated', async () => {
    const created = await createSubscription(subject, user);
    expect((await call('POST', `/subscriptions/${created.id}/run`)).status).toBe(202);
    const bad = await call('POST', `/subscriptions/${created.id}/process`, { prompts: 'x' });
    expect(bad.status).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION_ERROR');
  });
});
