import fs from 'node:fs';
import path from 'node:path';
import { PROMPT_MAX_WORDS, promptMessages } from '@vigia/shared/contracts';
import { eq } from 'drizzle-orm';
import { notifications, subscriptions } from '../src/db/schema';
import { previewMatches } from '../src/features/matching/match-preview';
import { matchPublications } from '../src/features/matching/match-publications';
import { storePublications } from '../src/features/publications/repository';
import { parseBoeSummary } from '../src/features/publications/sources/boe-summary';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { as, createSubscription, errorOf, issueMessages } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 22, problem 1: a prompt of ~275 words took the embedded database, and every user's
// requests, down ('RuntimeError: memory access out of bounds').

const SAMPLES = path.join(__dirname, '../src/features/publications/samples');
/** Words whose thesaurus entries expand the most: the heaviest query a prompt can ask for. */
const HEAVY = [
  'sanidad',
  'agua',
  'vivienda',
  'patrimonio',
  'medio ambiente',
  'urbanismo',
  'tráfico',
  'energía',
  'construcción',
  'presupuestos',
];
const REPEATED = Array(333).fill('vigo').join(' ');
const DISTINCT = Array.from({ length: 300 }, (_, index) => `w${index}`).join(' ');

let subject: TestApp;
let user: EmulatorUser;
beforeAll(async () => {
  subject = await createTestApp();
  user = await signUp();
  const boe = parseBoeSummary(fs.readFileSync(path.join(SAMPLES, 'boe-two-issues.json'), 'utf8'));
  await storePublications(subject.database.db, boe.publications);
});
afterAll(() => subject?.close());

async function healthy(): Promise<void> {
  expect((await subject.request('GET', '/health')).status).toBe(200);
  const preview = await as(subject, user)('POST', '/subscriptions/preview', {
    typeId: 'boe',
    prompts: ['vigo'],
  });
  expect(preview.status).toBe(200);
}

describe('a prompt of too many words', () => {
  const words = (count: number) => Array(count).fill('obras').join(' ');

  it(`is refused past ${PROMPT_MAX_WORDS} words with a Spanish VALIDATION_ERROR, on preview, create and edit`, async () => {
    const call = as(subject, user);
    const preview = await call('POST', '/subscriptions/preview', {
      typeId: 'boe',
      prompts: ['vigo', REPEATED],
    });
    expect(preview.status).toBe(400);
    expect(errorOf(preview).code).toBe('VALIDATION_ERROR');
    expect(issueMessages(preview)).toEqual([promptMessages.tooManyWords]);
    expect(promptMessages.tooManyWords).toMatch(
      /^Una búsqueda puede tener como máximo 30 palabras/,
    );

    const create = await call('POST', '/subscriptions', {
      name: 'Obras',
      description: 'Obras en Vigo',
      typeId: 'boe',
      prompts: [words(PROMPT_MAX_WORDS + 1)],
    });
    expect(create.status).toBe(400);
    expect(issueMessages(create)).toEqual([promptMessages.tooManyWords]);

    const subscription = await createSubscription(subject, user, {
      prompts: [words(PROMPT_MAX_WORDS)],
    });
    const edit = await call('PATCH', `/subscriptions/${subscription.id}`, {
      prompts: [DISTINCT],
    });
    expect(edit.status).toBe(400);
    expect(issueMessages(edit)).toEqual([promptMessages.tooManyWords]);
    await healthy();
  });
});

describe('the engine, whatever prompt reaches it', () => {
  it('previews a prompt of hundreds of words, repeated or distinct, without failing', async () => {
    const { db } = subject.database;
    expect((await previewMatches(db, 'boe', [REPEATED])).total).toBeGreaterThan(0);
    expect((await previewMatches(db, 'boe', [DISTINCT])).total).toBe(0);
    const heavy = [
      HEAVY.join(' '),
      HEAVY.join(' OR '),
      `vigo ${HEAVY.map((w) => `-"${w}"`).join(' ')}`,
    ];
    await expect(previewMatches(db, 'boe', heavy)).resolves.toMatchObject({
      total: expect.any(Number),
    });
    await healthy();
  });

  it('matches a prompt stored before the limit, and notifies as for its distinct words', async () => {
    const subscription = await createSubscription(subject, user, { prompts: ['obras'] });
    const { db } = subject.database;
    await db
      .update(subscriptions)
      .set({ prompts: [REPEATED, DISTINCT] })
      .where(eq(subscriptions.id, subscription.id));
    const result = await matchPublications(db, {
      subscriptionId: subscription.id,
      since: '2000-01-01',
    });
    const notified = await db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.subscriptionId, subscription.id));
    expect(result.notificationsCreated).toBe(notified.length);
    expect(notified.length).toBeGreaterThan(0);
    await healthy();
  });
});
