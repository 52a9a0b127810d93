import { asc, desc, sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { createDatabase, type DatabaseHandle } from '../src/db/client';
import { publications } from '../src/db/schema';
import { groupWeights } from '../src/features/matching/smart/ranking';
import { compilePromptIn, lookupStems, scoreSql } from '../src/features/matching/smart/sql';
import { STOP_WORDS } from '../src/features/matching/smart/words';
import { SPANISH_THESAURUS } from '../src/features/matching/thesaurus';
import { storePublications } from '../src/features/publications/repository';
import type { Publication } from '../src/features/publications/publication';
import { createTestDatabase, type TestDatabase } from './helpers/test-database';

let testDatabase: TestDatabase;
let handle: DatabaseHandle;

function item(externalId: string, fields: Partial<Publication> & { title: string }): Publication {
  return {
    source: 'boe',
    externalId,
    section: 'III. Otras disposiciones',
    department: 'MINISTERIO DE HACIENDA',
    epigraph: null,
    issue: 'BOE-S-2026-1',
    publishedOn: '2026-09-30',
    urlHtml: `https://www.boe.es/diario_boe/txt.php?id=${externalId}`,
    urlPdf: null,
    ...fields,
  };
}

const ITEMS: Publication[] = [
  item('TENDER', {
    title: 'Anuncio de licitación de: Confederación Hidrográfica. Objeto: concesión de aguas.',
    section: 'V. Anuncios. - A. Contratación del Sector Público',
  }),
  item('WATER-AUTHORITY', {
    title:
      'Anuncio de la Comisaría de Aguas de la Confederación Hidrográfica del Ebro sobre ' +
      'información pública de una actuación en el T.M. de Medina de Pomar (Burgos).',
    section: 'V. Anuncios. - B. Otros anuncios oficiales',
    department: 'MINISTERIO PARA LA TRANSICIÓN ECOLÓGICA Y EL RETO DEMOGRÁFICO',
  }),
  item('CONSTITUTIONAL-RULING', {
    title:
      'Sala Segunda. Sentencia 113/2018, de 29 de octubre de 2018. Recurso de amparo ' +
      '3648-2017. Promovido por don Hamadi respecto de las sentencias de la Audiencia Provincial.',
    section: 'T.C. Sección del Tribunal Constitucional',
    department: 'TRIBUNAL CONSTITUCIONAL',
    epigraph: 'Sentencias',
  }),
  item('EXPROPRIATION', { title: 'Procedimiento de expropiación forzosa en Morata.' }),
  item('EDUCATION', { title: 'Orden por la que se regula la educación de adultos.' }),
  item('TAX', { title: 'Ley por la que se modifica el impuesto sobre el agua embalsada.' }),
  item('TRIBUTES', { title: 'Ley de tributos propios de la Comunidad.' }),
  item('TAX-AGENCY-CESE', {
    title:
      'Resolución por la que se dispone el cese de don Juan como Director del Departamento ' +
      'de la Agencia Estatal de Administración Tributaria.',
    section: 'II. Autoridades y personal. - A. Nombramientos, situaciones e incidencias',
    epigraph: 'Ceses',
  }),
  item('ROADS-POST', {
    title: 'Real Decreto por el que se nombra Director General de Carreteras a don Luis.',
    section: 'II. Autoridades y personal. - A. Nombramientos, situaciones e incidencias',
    epigraph: 'Nombramientos',
  }),
  item('AMBASSADOR-CESE', {
    title:
      'Real Decreto por el que se dispone el cese de don Pedro como Embajador de España en la ' +
      'República de Angola.',
    section: 'II. Autoridades y personal. - A. Nombramientos, situaciones e incidencias',
    department: 'MINISTERIO DE ASUNTOS EXTERIORES, UNIÓN EUROPEA Y COOPERACIÓN',
    epigraph: 'Ceses',
  }),
  item('JUDGES-POSTED', {
    title: 'Real Decreto por el que se destina a los Magistrados que se relaciona.',
    section: 'II. Autoridades y personal. - A. Nombramientos, situaciones e incidencias',
    department: 'CONSEJO GENERAL DEL PODER JUDICIAL',
    epigraph: 'Destinos',
  }),
  item('ROAD', { title: 'Anuncio de obras en la carretera N-II, provincia de Girona.' }),
  item('WORKS-CONTRACT', {
    title:
      'Anuncio de formalización de contratos. Objeto: Obras de rehabilitación de las cubiertas ' +
      'del edificio A.',
    section: 'V. Anuncios. - A. Contratación del Sector Público',
  }),
  item('WIND-FARM-PERMIT', {
    title:
      'Anuncio de información pública de la autorización administrativa de construcción del ' +
      'parque eólico Monte Alto.',
    section: 'V. Anuncios. - B. Otros anuncios oficiales',
  }),
  item('SQUARE-STAMP', {
    title: 'Resolución sobre la emisión de sellos de correo «A Guarda. Plaza del Reloj».',
  }),
  item('WORK-AT-HEIGHT', {
    title:
      'Corrección de errores del anuncio del suministro de maquinaria para trabajos en altura.',
    section: 'V. Anuncios. - A. Contratación del Sector Público',
  }),
  item('GRANADA-JOB', {
    title:
      'Resolución del Ayuntamiento de Motril (Granada), referente a la convocatoria para proveer una plaza.',
    section: 'II. Autoridades y personal. - B. Oposiciones y concursos',
  }),
  item('GRAN-CANARIA-JOB', {
    title:
      'Resolución del Cabildo Insular de Gran Canaria, referente a la convocatoria para proveer varias plazas.',
    section: 'II. Autoridades y personal. - B. Oposiciones y concursos',
  }),
  item('FREE-DESIGNATION-CALL', {
    title:
      'Resolución por la que se convoca la provisión de puesto de trabajo por el sistema de libre designación.',
    section: 'II. Autoridades y personal. - B. Oposiciones y concursos',
    epigraph: 'Libre designación',
  }),
  item('FREE-DESIGNATION-FILLED', {
    title: 'Resolución por la que se resuelve la convocatoria de libre designación de mayo.',
    section: 'II. Autoridades y personal. - A. Nombramientos, situaciones e incidencias',
    epigraph: 'Destinos',
  }),
  item('DEGREES-ABROAD', {
    title: 'Orden sobre la homologación de títulos obtenidos en el extranjero.',
  }),
  item('RESIDENCE', { title: 'Orden sobre las autorizaciones de residencia de los extranjeros.' }),
  item('XINZO-COURT', {
    title: 'XINZO DE LIMIA',
    section: 'IV. Administración de Justicia',
    department: 'JUZGADOS DE PRIMERA INSTANCIA E INSTRUCCIÓN',
  }),
  item('ICOD-COURT', {
    title: 'ICOD VINOS',
    section: 'IV. Administración de Justicia',
    department: 'JUZGADOS DE PRIMERA INSTANCIA E INSTRUCCIÓN',
  }),
  item('PADRON-COURT', {
    title: 'PADRON',
    section: 'IV. Administración de Justicia',
    department: 'JUZGADOS DE PRIMERA INSTANCIA E INSTRUCCIÓN',
  }),
  item('CENSUS', {
    title: 'Orden sobre la revisión del padrón municipal de habitantes a 1 de enero.',
  }),
  item('REFERENCE-RATES', {
    title:
      'Resolución del Banco de España por la que se publican los índices de referencia oficiales ' +
      'para los préstamos hipotecarios.',
  }),
  item('MORTGAGE-LAW', {
    title: 'Ley sobre la transparencia en la contratación de préstamos hipotecarios.',
  }),
  item('AUCTION-UNIT', {
    title: 'MURCIA',
    section: 'IV. Administración de Justicia',
    department: 'UNIDAD DE SUBASTAS',
  }),
  item('CHICLANA-LIGHTING', {
    title:
      'Anuncio del Ayuntamiento de Chiclana de la Frontera de formalización del contrato del ' +
      'servicio de iluminación exterior.',
    section: 'V. Anuncios. - A. Contratación del Sector Público',
    department: 'ADMINISTRACIÓN LOCAL',
  }),
  item('MUROS-WALLS', { title: 'Orden sobre la restauración de los muros de la muralla de Lugo.' }),
  item('TAX-JOB', {
    title: 'Resolución por la que se convoca proceso selectivo de técnicos de impuestos.',
    section: 'II. Autoridades y personal. - B. Oposiciones y concursos',
  }),
];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  handle = await createDatabase(loadConfig({ ...process.env, ...testDatabase.env }).database);
  await handle.migrate();
  await storePublications(handle.db, ITEMS);
});

afterAll(async () => {
  await handle?.close();
  await testDatabase?.drop();
});

/** What plain full-text search finds (the engine's matcher before smart matching). */
async function fullText(prompt: string): Promise<string[]> {
  const rows = await handle.db
    .select({ id: publications.externalId })
    .from(publications)
    .where(sql`${publications.search} @@ websearch_to_tsquery('spanish_unaccent', ${prompt})`)
    .orderBy(asc(publications.externalId));
  return rows.map((row) => row.id);
}

/** What smart matching notifies, best score first. */
async function smart(prompt: string): Promise<{ id: string; score: number }[]> {
  const compiled = await compilePromptIn(handle.db, prompt, SPANISH_THESAURUS);
  const score = scoreSql(compiled, publications.search, await groupWeights(handle.db, compiled));
  const rows = await handle.db
    .select({ id: publications.externalId, score: sql<number>`${score}` })
    .from(publications)
    .where(sql`${publications.search} @@ ${compiled.tsquery}::tsquery and ${score} > 0`)
    .orderBy(desc(score), asc(publications.externalId));
  return rows.map((row) => ({ id: row.id, score: Number(row.score) }));
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id).sort();

describe('the search index (migration 0009)', () => {
  it('meets accented and unaccented, singular and plural words', async () => {
    for (const prompt of ['licitaciones', 'licitacion', 'licitación', 'LICITACIONES']) {
      expect(await fullText(prompt)).toEqual(['TENDER']);
    }
    for (const prompt of ['expropiaciones', 'expropiacion', 'expropiación']) {
      expect(await fullText(prompt)).toEqual(['EXPROPRIATION']);
    }
    expect(await fullText('educacion')).toEqual(['EDUCATION']);
    expect(await fullText('educación')).toEqual(['EDUCATION']);
  });

  it('keeps phrase search, quotes and exclusion', async () => {
    expect(await fullText('"concesion de aguas"')).toEqual(['TENDER']);
    expect(await fullText('"aguas de concesion"')).toEqual([]);
    expect(await fullText('licitacion -aguas')).toEqual([]);
  });

  it('keeps the fields apart: running text A, names in the title C, section D', async () => {
    const [row] = await handle.db
      .select({
        roadsInName: sql<boolean>`${publications.search} @@ '=carreteras:C'::tsquery`,
        roadsInText: sql<boolean>`${publications.search} @@ '=carreteras:A'::tsquery`,
        section: sql<boolean>`${publications.search} @@ '§nombramientos:D'::tsquery`,
      })
      .from(publications)
      .where(sql`${publications.externalId} = 'ROADS-POST'`);
    expect(row).toEqual({ roadsInName: true, roadsInText: false, section: true });
  });

  it('reads a word in capitals as a name, even opening the title (migration 0013)', async () => {
    const [row] = await handle.db
      .select({
        inName: sql<boolean>`${publications.search} @@ '=padron:C'::tsquery`,
        inText: sql<boolean>`${publications.search} @@ '=padron:A'::tsquery`,
      })
      .from(publications)
      .where(sql`${publications.externalId} = 'PADRON-COURT'`);
    expect(row).toEqual({ inName: true, inText: false });
  });

  it('gives the stems of words as the index makes them; stop words have none', async () => {
    const stems = await lookupStems(handle.db, ['licitaciones', 'educacion', 'de']);
    expect(stems.get('licitaciones')).toEqual(['licit']);
    expect(stems.get('educacion')).toEqual(expect.arrayContaining(['educacion']));
    expect(stems.get('de')).toEqual([]);
    const stopStems = await lookupStems(handle.db, [...STOP_WORDS]);
    expect([...STOP_WORDS].filter((word) => stopStems.get(word)?.length !== 0)).toEqual([]);
  });
});

describe('smart matching', () => {
  it("finds a province's town of several words in a title, and an auction unit's edicts", async () => {
    expect(ids(await smart('Cadiz'))).toEqual(['CHICLANA-LIGHTING']);
    expect(ids(await smart('subastas'))).toEqual(['AUCTION-UNIT']);
  });

  it('tells the census from the town of Padrón, and the Euríbor from mortgages', async () => {
    expect((await smart('padron')).map((match) => match.id)).toEqual(['CENSUS']);
    // The court of Padrón is found by its province's name.
    expect(ids(await smart('a coruña'))).toEqual(['PADRON-COURT']);
    expect((await smart('euribor')).map((match) => match.id)).toEqual(['REFERENCE-RATES']);
    expect((await smart('hipotecas')).map((match) => match.id).sort()).toEqual([
      'MORTGAGE-LAW',
      'REFERENCE-RATES',
    ]);
  });

  it('finds the words bulletins use, not a word inside a name', async () => {
    expect(ids(await smart('impuestos'))).toEqual(['TAX', 'TRIBUTES']);
    expect(ids(await smart('carreteras'))).toEqual(['ROAD']);
  });

  it('scores exact words over expanded ones', async () => {
    const [first, second] = await smart('impuestos');
    expect(first).toMatchObject({ id: 'TAX', score: 1 });
    expect(second?.id).toBe('TRIBUTES');
    expect(second?.score).toBeLessThan(1);
  });

  it('keeps personnel items under the threshold for a topic prompt, not for a personnel one', async () => {
    expect(ids(await smart('impuestos'))).not.toContain('TAX-JOB');
    expect(ids(await smart('oposiciones impuestos'))).toEqual(['TAX-JOB']);
  });

  it('matches a place by its name, never by its stem', async () => {
    expect(ids(await smart('trabajo en Granada'))).toEqual(['GRANADA-JOB']);
  });

  it("finds a court's edicts by its seat, words in any order, in section IV only", async () => {
    expect(ids(await smart('Ourense'))).toEqual(['XINZO-COURT']);
    expect(ids(await smart('Canarias'))).toEqual(['GRAN-CANARIA-JOB', 'ICOD-COURT']);
    // 'Muros' is a seat of A Coruña; the walls of Lugo are found by 'Lugo', not by the seat.
    expect(ids(await smart('a coruña'))).not.toContain('MUROS-WALLS');
    expect(ids(await smart('Galicia'))).toEqual(['MUROS-WALLS', 'PADRON-COURT', 'XINZO-COURT']);
  });

  it('leaves out another sense of the words, unless the heading says it', async () => {
    expect(ids(await smart('nombramientos'))).toEqual([
      'FREE-DESIGNATION-FILLED',
      'JUDGES-POSTED',
      'ROADS-POST',
    ]);
    expect(ids(await smart('inmigracion'))).toEqual(['RESIDENCE']);
  });

  it('finds senior officials by the Real Decreto that names or removes them, not judges', async () => {
    expect(ids(await smart('altos cargos'))).toEqual(['AMBASSADOR-CESE', 'ROADS-POST']);
  });

  it('does not take a square or works for jobs, unless typed', async () => {
    const jobs = ids(await smart('empleo'));
    expect(jobs).toContain('GRANADA-JOB');
    expect(jobs).not.toContain('SQUARE-STAMP');
    expect(jobs).not.toContain('WORK-AT-HEIGHT');
    expect(ids(await smart('plazas'))).toContain('GRANADA-JOB');
  });

  it('finds construction in works contracts, not in the permits of an energy plant', async () => {
    expect(ids(await smart('construccion'))).toEqual(['WORKS-CONTRACT']);
  });

  it('reads a quoted phrase the thesaurus knows whole as that concept, else as written', async () => {
    expect(ids(await smart('"dominio publico hidraulico"'))).toEqual(['TENDER', 'WATER-AUTHORITY']);
    expect(ids(await smart('"dominio publico"'))).toEqual([]);
  });

  it("finds a court named whole in its department's items", async () => {
    expect(ids(await smart('tribunal constitucional'))).toEqual(['CONSTITUTIONAL-RULING']);
  });

  it('keeps quotes, OR and -exclusion', async () => {
    expect(ids(await smart('"concesion de aguas"'))).toEqual(['TENDER']);
    expect(ids(await smart('expropiaciones OR licitaciones'))).toEqual(['EXPROPRIATION', 'TENDER']);
    expect(ids(await smart('impuestos -embalsada'))).toEqual(['TRIBUTES']);
  });
});
