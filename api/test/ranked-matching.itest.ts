import { eq } from 'drizzle-orm';
import { notifications } from '../src/db/schema';
import { matchPublications } from '../src/features/matching/match-publications';
import { previewMatches } from '../src/features/matching/match-preview';
import type { Publication } from '../src/features/publications/publication';
import { storePublications } from '../src/features/publications/repository';
import { boeItem } from './helpers/bulletin-items';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { notifiedOf } from './helpers/matched';
import { createSubscription } from './helpers/subscriptions';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 21: a prompt's concepts weigh by how informative they are in the stored bulletins; a
// missing generic word costs little, a missing distinctive one a lot; codes are words.

const DAY = '2026-11-25';

function item(externalId: string, title: string, extra: Partial<Publication> = {}): Publication {
  return boeItem(externalId, title, DAY, extra);
}
/** Publications that make 'públicas' a common word of the bulletins, as it is in the BOE. */
const COMMON = Array.from({ length: 24 }, (_, index) =>
  item(
    `BOE-A-2026-${30000 + index}`,
    `Resolución por la que se publica el convenio con las Administraciones Públicas número ${index} sobre cuentas públicas.`,
  ),
);

const SUBSIDY = item(
  'BOE-A-2026-30101',
  'Real Decreto 1010/2026, de 24 de noviembre, por el que se regula la concesión directa de una subvención a la Federación Española de Municipios y Provincias.',
  { section: 'I. Disposiciones generales', epigraph: 'Subvenciones' },
);
const ROAD = item(
  'BOE-B-2026-40001',
  'Anuncio de licitación de: Dirección General de Carreteras. Objeto: Conservación de la autovía A-52 entre Vigo y O Porriño. Expediente: 32-PO-6110.',
  {
    section: 'V. Anuncios. - A. Contratación del Sector Público',
    department: 'MINISTERIO DE TRANSPORTES Y MOVILIDAD SOSTENIBLE',
  },
);
const INSPECTION = item(
  'BOE-A-2026-30102',
  'Resolución de la Agencia Estatal de Administración Tributaria sobre la inspección de los tributos cedidos.',
);

let subject: TestApp;
let user: EmulatorUser;
beforeAll(async () => {
  subject = await createTestApp();
  user = await signUp();
  await storePublications(subject.database.db, [...COMMON, SUBSIDY, ROAD, INSPECTION]);
});
afterAll(() => subject?.close());

async function notified(prompt: string): Promise<{ id: string; concepts: unknown }[]> {
  return (await notifiedOf(subject, user, prompt, DAY)).map(({ externalId, metadata }) => ({
    id: externalId,
    concepts: metadata.matched_concepts,
  }));
}

describe('ranked relevance', () => {
  it('lets a missing generic word cost little: "ayudas publicas" finds a subsidy', async () => {
    expect(await notified('ayudas publicas')).toEqual([
      { id: SUBSIDY.externalId, concepts: ['ayudas'] },
    ]);
  });

  it('lets a missing distinctive word cost a lot: "inspeccion de trabajo" is not tax inspection', async () => {
    expect(await notified('inspeccion de trabajo')).toEqual([]);
  });

  it('finds a road by its code, typed with its hyphen or without', async () => {
    for (const prompt of ['A-52', 'a52', 'autovía A-52', 'autovia a52']) {
      expect((await notified(prompt)).map((match) => match.id)).toEqual([ROAD.externalId]);
    }
    expect(await notified('A-6')).toEqual([]);
  });

  it('matches a name alone in the run of a whole bulletin, where another prompt has it as an alternative', async () => {
    const alone = await createSubscription(subject, user, { prompts: ['Galicia'] });
    // Prompts are scored in two statements by a hash of their text: alternatives enough that
    // some share 'Galicia''s.
    for (const topic of ['subvención', 'becas', 'ayudas', 'multas']) {
      await createSubscription(subject, user, { prompts: [`${topic} OR Galicia`] });
    }
    await matchPublications(subject.database.db, { source: 'boe', since: DAY });
    const rows = await subject.database.db
      .select({ metadata: notifications.metadata })
      .from(notifications)
      .where(eq(notifications.subscriptionId, alone.id));
    expect(rows.map((row) => row.metadata.external_id)).toEqual([ROAD.externalId]);
  });

  it('says in the preview why each item matched: the concepts found and the score', async () => {
    const preview = await previewMatches(subject.database.db, 'boe', ['ayudas publicas']);
    expect(preview.items).toEqual([
      expect.objectContaining({
        id: expect.any(String),
        concepts: ['ayudas'],
        score: expect.any(Number),
        snippet: expect.stringContaining('«subvención»'),
      }),
    ]);
    expect(preview.items[0]!.score).toBeGreaterThan(0.5);
    expect(preview.items[0]!.score).toBeLessThan(1);
    const road = await previewMatches(subject.database.db, 'boe', ['autovía A-52']);
    expect(road.items.map((found) => [found.concepts, found.score, found.snippet])).toEqual([
      [['autovia', 'a52'], 1, expect.stringContaining('«autovía» «A-52»')],
    ]);
  });
});
