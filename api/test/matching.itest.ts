import fs from 'node:fs';
import path from 'node:path';
import { and, countDistinct, eq, gte, inArray, sql } from 'drizzle-orm';
import {
  compiledPrompts,
  compiledTerms,
  matchScores,
  notifications,
  publications,
  subscriptions,
  users,
} from '../src/db/schema';
import {
  MATCH_CHUNK_SIZE,
  matchPublications,
  type MatchOptions,
} from '../src/features/matching/match-publications';
import type { BorderlineMatch, Reranker } from '../src/features/matching/reranker';
import { forgetUnusedPrompts } from '../src/features/matching/smart/compiled-prompts';
import { RANKING, groupWeights } from '../src/features/matching/smart/ranking';
import { compilePromptIn, scoreSql } from '../src/features/matching/smart/sql';
import { SPANISH_THESAURUS } from '../src/features/matching/thesaurus';
import type { Publication } from '../src/features/publications/publication';
import { storePublications } from '../src/features/publications/repository';
import { parseBoeSummary } from '../src/features/publications/sources/boe-summary';
import { parseDogaSummary } from '../src/features/publications/sources/doga-summary';
import { lookbackStart, madridDay } from '../src/features/subscriptions/process-subscription';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { as, createSubscription } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

const FIXTURES = path.join(__dirname, '../src/features/publications/samples');
const SINCE = '2026-05-01';

let subject: TestApp;
let user: EmulatorUser;
beforeAll(async () => {
  subject = await createTestApp();
  user = await signUp();
  const boe = parseBoeSummary(fs.readFileSync(path.join(FIXTURES, 'boe-two-issues.json'), 'utf8'));
  const doga = parseDogaSummary(fs.readFileSync(path.join(FIXTURES, 'doga-sumario.rss'), 'utf8'));
  const subsidies: Publication = {
    ...boe.publications[0]!,
    externalId: 'BOE-A-2026-9500',
    title:
      'Orden por la que se convocan subvenciones para la rehabilitación energética de viviendas.',
    section: 'III. Otras disposiciones',
    department: 'MINISTERIO DE VIVIENDA Y AGENDA URBANA',
    epigraph: 'Ayudas',
  };
  await storePublications(subject.database.db, [
    ...boe.publications,
    ...doga.publications,
    subsidies,
  ]);
});
afterAll(() => subject?.close());

/** The external ids a subscription with these prompts is notified of. */
async function notifiedFor(prompts: string[], typeId = 'boe'): Promise<string[]> {
  const subscription = await createSubscription(subject, user, { prompts, typeId });
  await matchPublications(subject.database.db, { subscriptionId: subscription.id, since: SINCE });
  const rows = await subject.database.db
    .select({ metadata: notifications.metadata })
    .from(notifications)
    .where(eq(notifications.subscriptionId, subscription.id));
  return rows.map((row) => String(row.metadata.external_id)).sort();
}

describe('matching a prompt', () => {
  it('needs all its words, in any order', async () => {
    expect(await notifiedFor(['vigo autovía'])).toEqual(['BOE-B-2026-15001']);
    expect(await notifiedFor(['autovía madrid'])).toEqual([]);
  });

  it('takes "quoted words" as a phrase', async () => {
    expect(await notifiedFor(['"cuerpo de maestros"'])).toEqual(['BOE-A-2026-9003']);
    expect(await notifiedFor(['"maestros del cuerpo"'])).toEqual([]);
  });

  it('takes OR between alternatives', async () => {
    expect(await notifiedFor(['autovía OR depuración'])).toEqual([
      'BOE-B-2026-15001',
      'BOE-B-2026-15002',
    ]);
  });

  it('leaves out what has a -word', async () => {
    expect(await notifiedFor(['vigo -autovía'])).toEqual(['BOE-B-2026-15002']);
  });

  it('ignores case and accents, and stems Spanish words', async () => {
    expect(await notifiedFor(['IMPUESTO VALOR ANADIDO'])).toEqual(['BOE-A-2026-9001']);
    expect(await notifiedFor(['subvención'])).toEqual(['BOE-A-2026-9500']);
  });

  it('is enough with any one prompt, and searches heading, section and, for names, department too', async () => {
    expect(await notifiedFor(['emergencias', 'Hacienda'])).toEqual([
      'BOE-A-2026-9001',
      'BOE-A-2026-9100',
    ]);
    // A word inside an organisation's name is not the topic (issue 8): typed as a name, it is.
    expect(await notifiedFor(['movilidad'])).toEqual([]);
    expect(await notifiedFor(['Movilidad'])).toEqual(['BOE-B-2026-15001']);
  });

  it("looks only at the subscription's own bulletin", async () => {
    expect(await notifiedFor(['vivienda'], 'doga')).toEqual(['AnuncioG0415-050526-0001']);
    expect(await notifiedFor(['vivienda'], 'boe')).toEqual(['BOE-A-2026-9500']);
  });
});

describe('prompts compiled for matching', () => {
  /** The external ids `prompt` scores enough on, each publication scored in turn. */
  async function everyMatchOf(prompt: string): Promise<string[]> {
    const compiled = await compilePromptIn(subject.database.db, prompt, SPANISH_THESAURUS);
    const rows = await subject.database.db
      .select({ externalId: publications.externalId })
      .from(publications)
      .where(
        and(
          eq(publications.source, 'boe'),
          gte(publications.publishedOn, SINCE),
          sql`${scoreSql(compiled, publications.search, await groupWeights(subject.database.db, compiled))} > 0`,
        ),
      );
    return rows.map((row) => row.externalId).sort();
  }

  it('never miss a match: the same publications as scoring every one', async () => {
    const words = ['autovía', 'vigo', 'maestros', 'cuerpo', 'hacienda', 'a-52', 'subvención'];
    const prompts = [
      'autovía OR -vigo',
      '"de la"',
      'vigo -"conservación de la autovía"',
      '"A-52" vigo',
      "o'donnell OR hacienda",
      'real decreto-ley',
      'IVA OR "cuerpo de maestros" -galicia',
      'ministerio',
      'impuestos',
      'oposiciones Galicia',
      'agua',
      ...words.flatMap((first, index) => {
        const second = words[(index + 3) % words.length]!;
        return [`${first} ${second}`, `${first} OR ${second}`, `"${first} ${second}"`];
      }),
    ];
    for (const prompt of prompts) {
      expect([prompt, await notifiedFor([prompt])]).toEqual([prompt, await everyMatchOf(prompt)]);
    }
    expect((await Promise.all(prompts.map(everyMatchOf))).flat().length).toBeGreaterThan(10);
  });

  it('match nothing when they ask for nothing: only exclusions or stop words', async () => {
    for (const prompt of ['-autovía', '-vigo -autovía', 'de la', 'el OR la']) {
      expect([prompt, await notifiedFor([prompt])]).toEqual([prompt, []]);
    }
  });

  it('are compiled again when the thesaurus changes, and matched as the new one says', async () => {
    const subscription = await createSubscription(subject, user, { prompts: ['pisos'] });
    const scope = { subscriptionId: subscription.id, since: SINCE };
    await matchPublications(subject.database.db, scope, {
      thesaurus: { version: 'test-0', entries: [] },
    });
    const housing = { terms: ['pisos'], equivalents: ['rehabilitación energética'] };
    await matchPublications(subject.database.db, scope, {
      thesaurus: { version: 'test-1', entries: [housing] },
    });
    const [compiled] = await subject.database.db
      .select({ version: compiledPrompts.thesaurusVersion })
      .from(compiledPrompts)
      .where(eq(compiledPrompts.prompt, 'pisos'));
    expect(compiled?.version).toBe('test-1');
    const rows = await subject.database.db
      .select({ metadata: notifications.metadata })
      .from(notifications)
      .where(eq(notifications.subscriptionId, subscription.id));
    expect(rows.map((row) => [row.metadata.external_id, row.metadata.thesaurus_version])).toEqual([
      ['BOE-A-2026-9500', 'test-1'],
    ]);
  });

  it('keep a term once for every prompt with it, and forget it with the last', async () => {
    const { db } = subject.database;
    const thesaurus = {
      version: 'test-terms',
      entries: [{ terms: ['pisos'], equivalents: ['viviendas de alquiler'] }],
    };
    const prompts = ['pisos vigo', 'pisos OR autovía'];
    const created = [];
    for (const prompt of prompts) {
      const subscription = await createSubscription(subject, user, { prompts: [prompt] });
      await matchPublications(db, { subscriptionId: subscription.id, since: SINCE }, { thesaurus });
      created.push(subscription);
    }
    const rows = await db
      .select({ prompt: compiledPrompts.prompt, keys: compiledPrompts.termKeys })
      .from(compiledPrompts)
      .where(inArray(compiledPrompts.prompt, prompts));
    const [housing] = rows.find((row) => row.prompt === 'pisos vigo')?.keys ?? [];
    expect(rows.find((row) => row.prompt === 'pisos OR autovía')?.keys).toContain(housing);
    const stored = () =>
      db
        .select({ key: compiledTerms.key })
        .from(compiledTerms)
        .where(eq(compiledTerms.key, housing!));
    expect(await stored()).toHaveLength(1);

    await as(subject, user)('DELETE', `/subscriptions/${created[0]!.id}`);
    await forgetUnusedPrompts(db);
    expect(await stored()).toHaveLength(1);
    await as(subject, user)('DELETE', `/subscriptions/${created[1]!.id}`);
    await forgetUnusedPrompts(db);
    expect(await stored()).toHaveLength(0);
  });

  it('follow an edit of the prompts: the new ones match, the old ones no longer do', async () => {
    const subscription = await createSubscription(subject, user, { prompts: ['autovía'] });
    const edit = await as(subject, user)('PATCH', `/subscriptions/${subscription.id}`, {
      prompts: ['depuración aguas'],
    });
    expect(edit.status).toBe(200);
    await matchPublications(subject.database.db, { subscriptionId: subscription.id, since: SINCE });
    const rows = await subject.database.db
      .select({ metadata: notifications.metadata })
      .from(notifications)
      .where(eq(notifications.subscriptionId, subscription.id));
    expect(rows.map((row) => [row.metadata.external_id, row.metadata.matched_prompt])).toEqual([
      ['BOE-B-2026-15002', 'depuración aguas'],
    ]);
  });
});

describe('scores', () => {
  /** The notifications a subscription with `prompts` gets: external id and score. */
  async function scoredFor(prompts: string[], options: MatchOptions = {}) {
    const subscription = await createSubscription(subject, user, { prompts });
    const scope = { subscriptionId: subscription.id, since: SINCE };
    await matchPublications(subject.database.db, scope, options);
    const rows = await subject.database.db
      .select({ metadata: notifications.metadata })
      .from(notifications)
      .where(eq(notifications.subscriptionId, subscription.id));
    return rows
      .map((row) => [row.metadata.external_id, row.metadata.score])
      .sort((one, other) => String(one[0]).localeCompare(String(other[0])));
  }

  it('notify only at the threshold or above, and are kept with the notification', async () => {
    // A topic word on a personnel item scores under the threshold; quoted, it is what is meant.
    const compiled = await compilePromptIn(subject.database.db, 'ingreso', SPANISH_THESAURUS);
    const [row] = await subject.database.db
      .select({
        // Scored without the minimum quality: found, but weighed down under it.
        score: scoreSql(
          compiled,
          publications.search,
          await groupWeights(subject.database.db, compiled),
          { ...RANKING, minQuality: 0 },
        ),
      })
      .from(publications)
      .where(eq(publications.externalId, 'BOE-A-2026-9002'));
    expect(Number(row?.score)).toBeGreaterThan(0);
    expect(Number(row?.score)).toBeLessThan(RANKING.minQuality);
    expect(await scoredFor(['ingreso'])).toEqual([]);
    expect(await scoredFor(['"enseñanza secundaria"'])).toEqual([['BOE-A-2026-9002', 1]]);
  });

  /** 'docentes' reaches teachers' items only by an equivalent, just above the threshold. */
  const thesaurus = {
    version: 'test-reranker',
    entries: [{ terms: ['docentes'], equivalents: ['profesorado'], personnel: true }],
  };
  /** A re-ranker that confirms the 'Profesores' items only, and remembers what it was asked. */
  function confirmingProfesores(): Reranker & { asked: BorderlineMatch[] } {
    const asked: BorderlineMatch[] = [];
    return {
      asked,
      confirm: async (matches) => {
        asked.push(...matches);
        return matches.map((match) => match.title.includes('Profesores'));
      },
    };
  }

  it('just above the threshold are confirmed by the re-ranker, the others are not asked', async () => {
    const reranker = confirmingProfesores();
    const { asked } = reranker;
    expect(await scoredFor(['docentes', 'emergencias'], { thesaurus, reranker })).toEqual([
      ['BOE-A-2026-9002', 0.648],
      ['BOE-A-2026-9100', 1],
    ]);
    expect(asked.map((match) => match.prompt)).toEqual(['docentes', 'docentes']);
    expect(asked.map((match) => match.title).sort()).toEqual([
      expect.stringContaining('Cuerpo de Profesores'),
      expect.stringContaining('Cuerpo de Maestros'),
    ]);
    expect(await scoredFor(['docentes'], { thesaurus })).toEqual([
      ['BOE-A-2026-9002', 0.648],
      ['BOE-A-2026-9003', 0.648],
    ]);
  });

  it('are not asked about again once every subscription with the prompt was notified', async () => {
    const reranker = confirmingProfesores();
    const subscription = await createSubscription(subject, user, { prompts: ['docentes'] });
    const scope = { subscriptionId: subscription.id, since: SINCE };
    await matchPublications(subject.database.db, scope, { thesaurus, reranker });
    expect(reranker.asked).toHaveLength(2);
    reranker.asked.length = 0;
    await matchPublications(subject.database.db, scope, { thesaurus, reranker });
    // The confirmed one was notified; the one turned down is asked about again.
    expect(reranker.asked.map((match) => match.title)).toEqual([
      expect.stringContaining('Cuerpo de Maestros'),
    ]);
  });
});

describe('notifications of a match', () => {
  it('notify each publication once per subscription, ever', async () => {
    const subscription = await createSubscription(subject, user, {
      prompts: ['autovía', 'vigo conservación'],
    });
    const scope = { subscriptionId: subscription.id, since: SINCE };
    expect(await matchPublications(subject.database.db, scope)).toMatchObject({
      matches: 1,
      notificationsCreated: 1,
    });
    expect(await matchPublications(subject.database.db, scope)).toMatchObject({
      matches: 1,
      notificationsCreated: 0,
    });
    const after = await as(subject, user)('GET', `/subscriptions/${subscription.id}`);
    expect(
      (after.json() as { data: { subscription: { notifications: number } } }).data.subscription
        .notifications,
    ).toBe(1);
  });

  it('carry a title, content, source URL, entity type and why it matched', async () => {
    const subscription = await createSubscription(subject, user, { prompts: ['autovia'] });
    await matchPublications(subject.database.db, { subscriptionId: subscription.id, since: SINCE });
    const [notification] = await subject.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.subscriptionId, subscription.id));
    expect(notification).toMatchObject({
      userId: user.uid,
      title: expect.stringContaining('Conservación de la autovía A-52'),
      content:
        'MINISTERIO DE TRANSPORTES Y MOVILIDAD SOSTENIBLE · V. Anuncios. - A. Contratación del Sector Público',
      sourceUrl: 'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2026-15001',
      source: 'boe',
      entityType: 'boe:document',
      read: false,
      metadata: expect.objectContaining({
        section: 'V. Anuncios. - A. Contratación del Sector Público',
        department: 'MINISTERIO DE TRANSPORTES Y MOVILIDAD SOSTENIBLE',
        matched_prompt: 'autovia',
        matched_concepts: ['autovia'],
        score: 1,
        thesaurus_version: SPANISH_THESAURUS.version,
        snippet: expect.stringContaining('«autovía»'),
        document_type: 'boe_document',
        url: 'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2026-15001',
      }),
    });
  });

  it('every active subscription of a source is matched; inactive ones are not', async () => {
    const other = await signUp();
    const active = await createSubscription(subject, other, { prompts: ['depuración aguas'] });
    const paused = await createSubscription(subject, other, {
      prompts: ['depuración aguas'],
      active: false,
    });
    await matchPublications(subject.database.db, { source: 'boe', since: SINCE });
    const owners = await subject.database.db
      .select({ userId: notifications.userId, subscriptionId: notifications.subscriptionId })
      .from(notifications)
      .where(eq(notifications.userId, other.uid));
    expect(owners).toEqual([{ userId: other.uid, subscriptionId: active.id }]);
    expect(paused.active).toBe(false);
  });

  it('leave no scores behind, and clear those of a run that died', async () => {
    const [publication] = await subject.database.db
      .select({ id: publications.id })
      .from(publications)
      .limit(1);
    const died = {
      runId: '00000000-0000-4000-8000-000000000001',
      typeId: 'boe',
      prompt: 'autovía',
      publicationId: publication!.id,
      score: 1,
      concepts: ['autovia'],
      thesaurusVersion: SPANISH_THESAURUS.version,
    };
    await subject.database.db.insert(matchScores).values([
      { ...died, createdAt: new Date(Date.now() - 2 * 3_600_000) },
      { ...died, runId: '00000000-0000-4000-8000-000000000002' },
    ]);
    await matchPublications(subject.database.db, { source: 'boe', since: SINCE });
    const left = await subject.database.db.select({ runId: matchScores.runId }).from(matchScores);
    // A run still going (less than an hour old) keeps its scores.
    expect(left).toEqual([{ runId: '00000000-0000-4000-8000-000000000002' }]);
    await subject.database.db.delete(matchScores);
  });
});

describe('a large scope', () => {
  it('matches every subscription once, in chunks', async () => {
    const { db } = subject.database;
    const total = 2 * MATCH_CHUNK_SIZE + 1;
    await db.insert(users).values({ id: 'many-subscriptions' });
    await db.insert(subscriptions).values(
      Array.from({ length: total }, (_, index) => ({
        userId: 'many-subscriptions',
        typeId: 'doga',
        name: `Vivienda ${index}`,
        description: 'Ayudas de vivienda',
        prompts: index % 2 === 0 ? ['vivienda'] : ['becas', 'vivienda OR rehabilitación'],
      })),
    );
    const result = await matchPublications(db, { source: 'doga', since: SINCE });
    expect(result.notificationsCreated).toBeGreaterThanOrEqual(total);
    const [notified] = await db
      .select({
        notifications: sql<number>`count(*)::int`,
        subscriptions: countDistinct(notifications.subscriptionId),
      })
      .from(notifications)
      .where(eq(notifications.userId, 'many-subscriptions'));
    expect(notified).toEqual({ notifications: total, subscriptions: total });
    const counted = await db
      .select({ count: subscriptions.notificationCount })
      .from(subscriptions)
      .where(eq(subscriptions.userId, 'many-subscriptions'))
      .groupBy(subscriptions.notificationCount);
    expect(counted).toEqual([{ count: 1 }]);
  });
});

describe('Procesar Ahora', () => {
  it('matches the last 7 days of stored publications and reports what it did', async () => {
    const today = madridDay();
    const [recent] = parseBoeSummary(
      fs.readFileSync(path.join(FIXTURES, 'boe-two-issues.json'), 'utf8'),
    ).publications;
    await storePublications(subject.database.db, [
      {
        ...recent!,
        externalId: 'BOE-A-2099-1',
        publishedOn: today,
        title: 'Resolución sobre el faro de Cíes.',
      },
    ]);
    const subscription = await createSubscription(subject, user, { prompts: ['faro cies'] });
    const call = as(subject, user);
    expect((await call('POST', `/subscriptions/${subscription.id}/process`, {})).status).toBe(202);
    let status: { status: string; metadata: Record<string, unknown> } = {
      status: '',
      metadata: {},
    };
    for (let polls = 0; status.status !== 'completed' && polls < 100; polls += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (
        (await call('GET', `/subscriptions/${subscription.id}/status`)).json() as {
          data: { status: typeof status };
        }
      ).data.status;
    }
    expect(status).toMatchObject({
      status: 'completed',
      metadata: expect.objectContaining({
        matches: 1,
        notificationsCreated: 1,
        since: lookbackStart(),
      }),
    });
    expect(Number(status.metadata.publicationsScanned)).toBeGreaterThanOrEqual(1);
    const list = (await call('GET', `/notifications?subscriptionId=${subscription.id}`)).json() as {
      data: { notifications: { title: string }[] };
    };
    expect(list.data.notifications.map((item) => item.title)).toEqual([
      'Resolución sobre el faro de Cíes.',
    ]);
  });
});
