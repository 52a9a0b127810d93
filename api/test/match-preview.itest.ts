import fs from 'node:fs';
import path from 'node:path';
import { matchPreviewResponseSchema } from '@vigia/shared/contracts';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { publications } from '../src/db/schema';
import { previewMatches } from '../src/features/matching/match-preview';
import { groupWeights } from '../src/features/matching/smart/ranking';
import { compilePromptIn, scoreSql } from '../src/features/matching/smart/sql';
import { SPANISH_THESAURUS } from '../src/features/matching/thesaurus';
import type { Publication } from '../src/features/publications/publication';
import { addDays } from '../src/features/publications/calendar';
import { storePublications } from '../src/features/publications/repository';
import { parseBoeSummary } from '../src/features/publications/sources/boe-summary';
import { parseDogaSummary } from '../src/features/publications/sources/doga-summary';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { as, errorOf, issueMessages } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

const SAMPLES = path.join(__dirname, '../src/features/publications/samples');

let subject: TestApp;
let user: EmulatorUser;
beforeAll(async () => {
  subject = await createTestApp();
  user = await signUp();
  const boe = parseBoeSummary(fs.readFileSync(path.join(SAMPLES, 'boe-two-issues.json'), 'utf8'));
  const doga = parseDogaSummary(fs.readFileSync(path.join(SAMPLES, 'doga-sumario.rss'), 'utf8'));
  // 31 earlier BOE days with one lighthouse each: the preview looks at the last 30 stored days.
  const lighthouses: Publication[] = Array.from({ length: 31 }, (_, index) => ({
    ...boe.publications[0]!,
    externalId: `BOE-A-2026-FARO-${index}`,
    title: `Anuncio de obras en el faro número ${index}.`,
    publishedOn: addDays('2026-05-11', -index),
  }));
  await storePublications(subject.database.db, [
    ...boe.publications,
    ...doga.publications,
    ...lighthouses,
  ]);
});
afterAll(() => subject?.close());

async function preview(body: unknown) {
  const response = await as(subject, user)('POST', '/subscriptions/preview', body);
  return {
    response,
    preview: () => matchPreviewResponseSchema.parse(response.json()).data.preview,
  };
}

describe('POST /subscriptions/preview', () => {
  it('counts what any prompt matches and shows the newest with the matched words marked', async () => {
    const { response, preview: result } = await preview({
      typeId: 'boe',
      prompts: ['vigo', '"cuerpo de maestros"'],
    });
    expect(response.status).toBe(200);
    const answer = result();
    expect(answer.total).toBe(3);
    expect(answer.to).toBe('2026-05-12');
    expect(answer.items.map((item) => item.url)).toEqual([
      'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-9003',
      'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2026-15001',
      'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2026-15002',
    ]);
    expect(answer.items[0]!.snippet).toContain('«Cuerpo» de «Maestros»');
    expect(answer.items[2]!.snippet).toContain('«Vigo»');
  });

  it('looks at the last 30 days with stored publications, newest first, five at most', async () => {
    const answer = (await preview({ typeId: 'boe', prompts: ['faro'] })).preview();
    expect(answer).toMatchObject({ total: 29, days: 30, from: '2026-04-13', to: '2026-05-12' });
    expect(answer.items.map((item) => item.publishedOn)).toEqual([
      '2026-05-11',
      '2026-05-10',
      '2026-05-09',
      '2026-05-08',
      '2026-05-07',
    ]);
  });

  /** The preview's answer worked out the slow way: every publication of the days scored. */
  async function scoringEveryOne(prompts: string[], from: string) {
    const db = subject.database.db;
    const scores = await Promise.all(
      prompts.map(async (prompt) => {
        const compiled = await compilePromptIn(db, prompt, SPANISH_THESAURUS);
        return scoreSql(compiled, publications.search, await groupWeights(db, compiled));
      }),
    );
    const score = sql<number>`greatest(${sql.join(scores, sql`, `)})`;
    const rows = await db
      .select({ publishedOn: publications.publishedOn, url: publications.urlHtml, score })
      .from(publications)
      .where(
        and(eq(publications.source, 'boe'), gte(publications.publishedOn, from), sql`${score} > 0`),
      )
      .orderBy(desc(publications.publishedOn), asc(publications.externalId));
    return {
      total: rows.length,
      items: rows
        .slice(0, 5)
        .map((row) => ({ ...row, score: Math.round(Number(row.score) * 1000) / 1000 })),
    };
  }

  it('says exactly what scoring every publication of the days says, and scores alike', async () => {
    const promptSets = [
      ['vigo'],
      ['faro'],
      ['obras'],
      ['ingreso'],
      ['"cuerpo de maestros"', 'vigo'],
      ['autovía OR -vigo'],
      ['vigo -"conservación de la autovía"'],
      ['"A-52" vigo'],
      ["o'donnell OR hacienda"],
      ['IVA OR "cuerpo de maestros" -galicia'],
      ['ministerio'],
      ['impuestos', 'oposiciones Galicia'],
      ['ayudas publicas', 'subvención'],
      ['licitaciones obras', 'carreteras', 'vivienda OR alquiler'],
      ['Movilidad'],
      ['-vigo', 'de la'],
    ];
    let found = 0;
    for (const prompts of promptSets) {
      const answer = await previewMatches(subject.database.db, 'boe', prompts);
      const expected = await scoringEveryOne(prompts, answer.from!);
      expect([prompts, answer.total]).toEqual([prompts, expected.total]);
      expect(
        answer.items.map(({ publishedOn, url, score }) => ({ publishedOn, url, score })),
      ).toEqual(expected.items);
      found += answer.total;
    }
    expect(found).toBeGreaterThan(40);
  });

  it("keeps to the type's own bulletin", async () => {
    expect((await preview({ typeId: 'doga', prompts: ['faro'] })).preview().total).toBe(0);
    expect((await preview({ typeId: 'doga', prompts: ['ourense'] })).preview().total).toBe(1);
  });

  it('finds candidates in a search index that keeps no pending list (PGlite has no autovacuum)', async () => {
    const result = await subject.database.db.execute(
      sql`SELECT reloptions FROM pg_class WHERE relname = 'publications_search_idx'`,
    );
    expect((result as { rows: { reloptions: string[] }[] }).rows[0]?.reloptions).toEqual([
      'fastupdate=false',
    ]);
  });

  it('answers nothing found when a type has no publications stored', async () => {
    await subject.database.db.execute(
      "insert into subscription_types (id, name) values ('bop', 'BOP') on conflict do nothing",
    );
    expect((await preview({ typeId: 'bop', prompts: ['faro'] })).preview()).toEqual({
      total: 0,
      days: 0,
      from: null,
      to: null,
      items: [],
    });
  });

  it('refuses bad input with VALIDATION_ERROR and its reasons', async () => {
    const empty = (await preview({ typeId: 'boe', prompts: ['  '] })).response;
    expect(empty.status).toBe(400);
    expect(errorOf(empty).code).toBe('VALIDATION_ERROR');
    expect(issueMessages(empty)).toContain('At least one prompt is required');
    const unknownType = (await preview({ typeId: 'nope', prompts: ['faro'] })).response;
    expect(issueMessages(unknownType)).toEqual(["Subscription type with ID 'nope' not found"]);
    const tooMany = (await preview({ typeId: 'boe', prompts: ['a', 'b', 'c', 'd'] })).response;
    expect(issueMessages(tooMany)).toContain('Maximum of 3 prompts allowed');
  });

  it('needs a signed-in caller', async () => {
    const response = await subject.request('POST', '/api/v1/subscriptions/preview', {
      body: { typeId: 'boe', prompts: ['faro'] },
    });
    expect(response.status).toBe(401);
    expect(errorOf(response).code).toBe('MISSING_HEADERS');
  });
});
