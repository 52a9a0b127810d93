import {
  subscriptionListResponseSchema,
  subscriptionStatsResponseSchema,
  profileResponseSchema,
} from '@vigia/shared/contracts';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { as, createSubscription, errorOf } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

let subject: TestApp;
let user: EmulatorUser;
let other: EmulatorUser;

beforeAll(async () => {
  subject = await createTestApp();
  [user, other] = await Promise.all([signUp(), signUp()]);
  // Created one after another so that creation order is their order.
  const seeds: Record<string, unknown>[] = [
    { name: 'Becas universitarias', description: 'Ayudas para estudiar', typeId: 'boe' },
    { name: 'Pesca en Galicia', description: 'Vedas y licencias de pesca', typeId: 'doga' },
    { name: 'Incendios', description: 'Prevención de 100% de incendios', typeId: 'doga' },
    {
      name: 'Oposiciones',
      description: 'Plazas de bombero',
      typeId: 'boe',
      frequency: 'immediate',
    },
    { name: 'Vivienda', description: 'Ayudas al alquiler_joven', typeId: 'boe', active: false },
  ];
  for (const seed of seeds) await createSubscription(subject, user, seed);
  await createSubscription(subject, other, { name: 'De otra persona' });
});
afterAll(() => subject?.close());

async function list(query: string) {
  const response = await as(subject, user)('GET', `/subscriptions${query}`);
  expect(response.status).toBe(200);
  return subscriptionListResponseSchema.parse(response.json()).data;
}
const names = async (query: string) => (await list(query)).subscriptions.map((s) => s.name);

describe('GET /subscriptions', () => {
  it('lists only the caller’s, newest first, with paging metadata', async () => {
    const page = await list('');
    expect(page.subscriptions.map((s) => s.name)).toEqual([
      'Vivienda',
      'Oposiciones',
      'Incendios',
      'Pesca en Galicia',
      'Becas universitarias',
    ]);
    expect(page.metadata).toEqual({ total: 5, page: 1, limit: 10, totalPages: 1 });
  });

  it('pages', async () => {
    const second = await list('?limit=2&page=2');
    expect(second.subscriptions.map((s) => s.name)).toEqual(['Incendios', 'Pesca en Galicia']);
    expect(second.metadata).toEqual({ total: 5, page: 2, limit: 2, totalPages: 3 });
    const past = await list('?limit=2&page=4');
    expect(past.subscriptions).toEqual([]);
    expect(past.metadata).toEqual({ total: 5, page: 4, limit: 2, totalPages: 3 });
  });

  it('sorts oldest, by name and by update', async () => {
    expect((await names('?sort=oldest'))[0]).toBe('Becas universitarias');
    expect(await names('?sort=name')).toEqual([
      'Becas universitarias',
      'Incendios',
      'Oposiciones',
      'Pesca en Galicia',
      'Vivienda',
    ]);
    expect((await names('?sort=updated')).length).toBe(5);
  });

  it('filters by status and by source, other meaning neither boe nor doga', async () => {
    expect(await names('?status=inactive')).toEqual(['Vivienda']);
    expect((await names('?status=active')).length).toBe(4);
    expect(await names('?type=doga')).toEqual(['Incendios', 'Pesca en Galicia']);
    expect(await names('?type=other')).toEqual([]);
  });

  it('searches name or description, ignoring case and accents, wildcards taken literally', async () => {
    expect(await names('?search=GALICIA')).toEqual(['Pesca en Galicia']);
    expect(await names('?search=prevencion')).toEqual(['Incendios']);
    expect(await names('?search=BÓMBERO')).toEqual(['Oposiciones']);
    expect(await names('?search=ayudas')).toEqual(['Vivienda', 'Becas universitarias']);
    expect(await names('?search=100%25')).toEqual(['Incendios']);
    expect(await names('?search=_joven')).toEqual(['Vivienda']);
    expect(await names('?search=%25')).toEqual(['Incendios']);
    expect(await names('?search=otra persona')).toEqual([]);
  });

  it.each(['?page=0', '?limit=101', '?sort=random', '?status=pending', '?color=red'])(
    'refuses %s with 400 VALIDATION_ERROR',
    async (query) => {
      const response = await as(subject, user)('GET', `/subscriptions${query}`);
      expect(response.status).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_ERROR');
    },
  );
});

describe('GET /subscriptions/stats and the profile count', () => {
  it('counts the caller’s subscriptions by state, source and frequency', async () => {
    const response = await as(subject, user)('GET', '/subscriptions/stats');
    expect(subscriptionStatsResponseSchema.parse(response.json()).data.stats).toEqual({
      total: 5,
      active: 4,
      inactive: 1,
      bySource: { boe: 3, doga: 2, other: 0 },
      byFrequency: { immediate: 1, daily: 4 },
    });
  });

  it('shows subscriptionCount in the profile', async () => {
    const response = await as(subject, user)('GET', '/users/profile');
    expect(profileResponseSchema.parse(response.json()).data.profile.subscriptionCount).toBe(5);
  });
});
