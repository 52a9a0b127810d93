import fs from 'node:fs';
import path from 'node:path';
import { matchPreviewResponseSchema } from '@vigia/shared/contracts';
import { sql } from 'drizzle-orm';
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
