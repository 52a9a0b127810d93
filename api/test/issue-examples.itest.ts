import fs from 'node:fs';
import path from 'node:path';
import type { Publication } from '../src/features/publications/publication';
import { storePublications } from '../src/features/publications/repository';
import { sourceAdapter } from '../src/features/publications/sources';
import { boeItem } from './helpers/bulletin-items';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { notifiedOf } from './helpers/matched';
import { createTestApp, type TestApp } from './helpers/test-app';

// Issue 21's named misses: a prompt of a subject and a kind of act ('obras', 'pérdida',
// 'cotización', 'parque', 'concurso de traslados') that the bulletin words otherwise. Each is
// found among a real BOE day, and an item that shares its words but not what it asks for is not.
// 'aire acondicionado' is a subject the bulletins name otherwise: the thesaurus's climate entry.

const DAY = '2026-11-25';
const V_B = 'V. Anuncios. - B. Otros anuncios oficiales';

function item(externalId: string, title: string, extra: Partial<Publication>): Publication {
  return boeItem(externalId, title, DAY, extra);
}
const LOST_DEGREE = item(
  'BOE-B-2026-41001',
  'Anuncio de la Facultad de Derecho de la Universidad de Sevilla sobre extravío de título universitario.',
  { section: V_B, department: 'UNIVERSIDADES' },
);
const STUDY_PLAN = item(
  'BOE-A-2026-31001',
  'Resolución de 10 de noviembre de 2026, de la Universidad de Sevilla, por la que se publica el plan de estudios de Graduado o Graduada en Derecho.',
  { department: 'UNIVERSIDADES', epigraph: 'Planes de estudios' },
);
const CIVIL_SERVANT_LOSS = item(
  'BOE-A-2026-31002',
  'Resolución de 12 de noviembre de 2026, de la Secretaría de Estado de Seguridad, por la que se declara la pérdida de la condición de funcionario de don Juan Pérez López.',
  {
    section: 'II. Autoridades y personal. - A. Nombramientos, situaciones e incidencias',
    department: 'MINISTERIO DEL INTERIOR',
    epigraph: 'Situaciones',
  },
);

const RAIL_WORKS = item(
  'BOE-B-2026-41002',
  'Anuncio de la Entidad Pública Empresarial Administrador de Infraestructuras Ferroviarias de información pública y audiencia del "Proyecto de construcción de renovación de vía del tramo Chinchilla-Albacete" a efectos de expropiaciones.',
  { section: V_B, department: 'MINISTERIO DE TRANSPORTES Y MOVILIDAD SOSTENIBLE' },
);
const RAIL_AGREEMENT = item(
  'BOE-A-2026-31003',
  'Resolución de 17 de noviembre de 2026, de la Entidad Pública Empresarial Administrador de Infraestructuras Ferroviarias, por la que se publica el Convenio con la Universidad de Castilla-La Mancha, para la realización de prácticas académicas externas.',
  { department: 'MINISTERIO DE TRANSPORTES Y MOVILIDAD SOSTENIBLE', epigraph: 'Convenios' },
);
const ROAD_WORKS = item(
  'BOE-B-2026-41003',
  'Anuncio de licitación de: Dirección General de Carreteras. Objeto: Obras de rehabilitación estructural del firme de la autovía A-31 entre La Roda y Albacete. Expediente: 32-AB-4980.',
  {
    section: 'V. Anuncios. - A. Contratación del Sector Público',
    department: 'MINISTERIO DE TRANSPORTES Y MOVILIDAD SOSTENIBLE',
  },
);

const EXCHANGE_RATES = item(
  'BOE-A-2026-31004',
  'Resolución de 24 de noviembre de 2026, del Banco de España, por la que se publican los cambios del euro correspondientes al día 24 de noviembre de 2026, publicados por el Banco Central Europeo, que tendrán la consideración de cambios oficiales, de acuerdo con lo dispuesto en el artículo 36 de la Ley 46/1998, de 17 de diciembre, sobre la Introducción del Euro.',
  { department: 'BANCO DE ESPAÑA', epigraph: 'Mercado de divisas' },
);
const CONTRIBUTION_BASES = item(
  'BOE-A-2026-31005',
  'Orden ISM/1234/2026, de 20 de noviembre, por la que se desarrollan las normas legales de cotización a la Seguridad Social, desempleo, protección por cese de actividad, Fondo de Garantía Salarial y formación profesional para el ejercicio 2027.',
  {
    section: 'I. Disposiciones generales',
    department: 'MINISTERIO DE INCLUSIÓN, SEGURIDAD SOCIAL Y MIGRACIONES',
    epigraph: 'Seguridad Social',
  },
);

const SOLAR_PLANT = item(
  'BOE-B-2026-41004',
  'Anuncio de la Dependencia de Industria y Energía de la Subdelegación del Gobierno en Toledo por el que se somete a información pública la solicitud de autorización administrativa previa y de construcción de la instalación solar fotovoltaica "Los Llanos", de 49,9 MW, y su infraestructura de evacuación, en el término municipal de Consuegra (Toledo).',
  { section: V_B, department: 'MINISTERIO PARA LA TRANSICIÓN ECOLÓGICA Y EL RETO DEMOGRÁFICO' },
);
const STATE_CAR_POOL = item(
  'BOE-B-2026-41005',
  'Anuncio de formalización de contratos de: Parque Móvil del Estado. Objeto: Suministro de neumáticos para los vehículos del Parque Móvil del Estado. Expediente: 2026/0045.',
  { section: 'V. Anuncios. - A. Contratación del Sector Público' },
);

const JUDGES_POSTS = item(
  'BOE-A-2026-31006',
  'Acuerdo de 19 de noviembre de 2026, de la Comisión Permanente del Consejo General del Poder Judicial, por el que se convoca concurso para la provisión de cargos judiciales entre miembros de la Carrera Judicial, con categoría de Magistrado.',
  {
    section: 'II. Autoridades y personal. - B. Oposiciones y concursos',
    department: 'CONSEJO GENERAL DEL PODER JUDICIAL',
    epigraph: 'Carrera Judicial',
  },
);
const COURT_STAFF_TRANSFERS = item(
  'BOE-A-2026-31007',
  'Resolución de 18 de noviembre de 2026, de la Secretaría de Estado de Justicia, por la que se convoca concurso de traslados para la provisión de plazas de los Cuerpos de Gestión Procesal y Administrativa, Tramitación Procesal y Administrativa y Auxilio Judicial.',
  {
    section: 'II. Autoridades y personal. - B. Oposiciones y concursos',
    department: 'MINISTERIO DE LA PRESIDENCIA, JUSTICIA Y RELACIONES CON LAS CORTES',
    epigraph: 'Personal de la Administración de Justicia',
  },
);

const CLIMATE_EQUIPMENT = item(
  'BOE-B-2026-41006',
  'Anuncio de licitación de: Junta de Contratación del Ministerio de Hacienda. Objeto: Suministro e instalación de equipos de climatización en la sede de la Delegación de Economía y Hacienda en Córdoba. Expediente: 26/0312.',
  { section: 'V. Anuncios. - A. Contratación del Sector Público' },
);
const AIR_QUALITY = item(
  'BOE-A-2026-31008',
  'Resolución de 14 de noviembre de 2026, de la Dirección General de Calidad y Evaluación Ambiental, por la que se publica el Plan de mejora de la calidad del aire de la aglomeración de Córdoba.',
  {
    department: 'MINISTERIO PARA LA TRANSICIÓN ECOLÓGICA Y EL RETO DEMOGRÁFICO',
    epigraph: 'Calidad del aire',
  },
);

const EXAMPLES = [
  LOST_DEGREE,
  STUDY_PLAN,
  CIVIL_SERVANT_LOSS,
  RAIL_WORKS,
  RAIL_AGREEMENT,
  ROAD_WORKS,
  EXCHANGE_RATES,
  CONTRIBUTION_BASES,
  SOLAR_PLANT,
  STATE_CAR_POOL,
  JUDGES_POSTS,
  COURT_STAFF_TRANSFERS,
  CLIMATE_EQUIPMENT,
  AIR_QUALITY,
];

/** A real BOE day stored first, so that words weigh as they do in the bulletins. */
function realDay(): Publication[] {
  const file = path.join(__dirname, '../quality/days/sumario-20260930.json');
  return sourceAdapter('boe', {}).parse(fs.readFileSync(file, 'utf8')).publications;
}

let subject: TestApp;
let user: EmulatorUser;
beforeAll(async () => {
  subject = await createTestApp();
  user = await signUp();
  await storePublications(subject.database.db, [...realDay(), ...EXAMPLES]);
});
afterAll(() => subject?.close());

/** The external ids of this day's items a subscription with `prompt` is notified of. */
async function notified(prompt: string): Promise<string[]> {
  return (await notifiedOf(subject, user, prompt, DAY)).map(({ externalId }) => externalId);
}

describe("issue 21's named misses", () => {
  it('"perdida titulo universitario" finds a lost degree notice, not a plan of studies', async () => {
    expect(await notified('perdida titulo universitario')).toEqual([LOST_DEGREE.externalId]);
  });

  it('"obras del tren" finds a railway construction project, not the rail body\'s other acts nor road works', async () => {
    expect(await notified('obras del tren')).toEqual([RAIL_WORKS.externalId]);
  });

  it('"cotizacion euro dolar" finds the euro exchange rates, not social security contributions', async () => {
    expect(await notified('cotizacion euro dolar')).toEqual([EXCHANGE_RATES.externalId]);
  });

  it('"parque solar" finds a photovoltaic installation put to public information, not the State car pool', async () => {
    expect(await notified('parque solar')).toEqual([SOLAR_PLANT.externalId]);
  });

  it('"concurso de traslados jueces" finds the judges\' posts, not court staff transfers', async () => {
    expect(await notified('concurso de traslados jueces')).toEqual([JUDGES_POSTS.externalId]);
  });

  it('"aire acondicionado" finds the climate equipment of a building, not a plan for the air', async () => {
    expect(await notified('aire acondicionado')).toEqual([CLIMATE_EQUIPMENT.externalId]);
  });

  it('reads a procedure word alone as before: "cotizaciones" are contributions, "parque" a park', async () => {
    expect(await notified('cotizaciones')).toEqual([CONTRIBUTION_BASES.externalId]);
    expect(await notified('parque')).toEqual([STATE_CAR_POOL.externalId]);
  });
});
