// `pnpm bench:engine`: how fast the engine parses a BOE day and matches it against many
// subscriptions on PostgreSQL. Prints figures; asserts nothing. Sizes: BENCH_SIZES=1000,10000,100000
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../src/db/client';
import { countDistinct } from 'drizzle-orm';
import { notifications, subscriptions, users } from '../src/db/schema';
import { matchPublications } from '../src/features/matching/match-publications';
import { compilePendingPrompts } from '../src/features/matching/smart/compiled-prompts';
import { SPANISH_THESAURUS } from '../src/features/matching/thesaurus';
import { storePublications } from '../src/features/publications/repository';
import type { Publication } from '../src/features/publications/publication';
import { parseBoeSummary } from '../src/features/publications/sources/boe-summary';

const FIXTURES = path.resolve(__dirname, '../quality/days');
const REAL_DAYS = ['sumario-20260930.json', 'sumario-20181206.json'].map((name) =>
  path.join(FIXTURES, name),
);
const SAMPLE_DAY = path.join(__dirname, '../src/features/publications/samples/boe-two-issues.json');
/** The day the budget is stated for. */
const DAY_SIZE = 300;
const sizes = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(0)} MB`;
}

/** A day of `DAY_SIZE` publications: the real days' items, topped up with copies under new ids. */
function benchDay(items: Publication[], day: string): Publication[] {
  return Array.from({ length: DAY_SIZE }, (_, index) => {
    const item = items[index % items.length]!;
    const copy = Math.floor(index / items.length);
    return {
      ...item,
      externalId: copy === 0 ? item.externalId : `${item.externalId}-${copy}`,
      publishedOn: day,
    };
  });
}

/**
 * What people subscribe to, as they type it (accents or not). A few popular subjects, which a
 * BOE day names many times, and a long tail of everyday ones, most absent from any given day.
 */
const POPULAR = `oposiciones, subvenciones, becas, ayudas, empleo público, universidad, vivienda,
ayuntamiento, licitación, madrid`.split(/,\s*/);
const EVERYDAY = `bomberos, policía local, guardia civil, maestros, enfermería, médicos de familia,
farmacias, alquiler, hipoteca, pymes, desempleo, jubilación, pensiones, autovía, ferrocarril,
aeropuerto, marisqueo, ganadería, viñedo, vino, aceite de oliva, incendios forestales, caza,
depuradora, reciclaje, placas solares, parques eólicos, telecomunicaciones, fibra óptica,
idiomas, música, teatro, cine, fútbol, patrimonio, museo, biblioteca, hospital, vacunas,
discapacidad, infancia, familia numerosa, violencia de género, registro civil, notarios,
abogados, jueces, procuradores, subasta, embargo, concurso de acreedores, seguridad privada,
taxi, autobús, coche eléctrico, vigo, lugo, ourense, pontevedra, sevilla, asturias, irpf, iva,
tabaco, lotería, condecoraciones, indulto, cambio climático, comedor escolar, guarderías,
residencias de mayores, jóvenes, emprendedores, startups, cooperativas, hostelería, artesanía,
minería, astilleros, conservas, leche, ciclismo, senderismo, parques naturales, apicultura, miel,
castañas, setas, percebes, mejillón, eucalipto, bono social, ingreso mínimo vital, erasmus,
selectividad, sequía, inundaciones, camino de santiago, peregrinos, fiestas patronales, toros,
caballos, mascotas, veterinarios, dentistas, fisioterapeutas, psicólogos, logopedas, ópticos,
arquitectos, aparejadores, topógrafos, informáticos, ciberseguridad, inteligencia artificial,
drones, patinetes, carril bici, peajes, gasolineras, hidrógeno verde, biomasa, autoconsumo,
ascensores, accesibilidad, desahucios, bono cultural, natalidad, conciliación, teletrabajo,
salario mínimo, huelga, cuota de autónomos, baja por maternidad, dependencia,
oposiciones de auxiliar administrativo, plazas de profesor, interinos, catastro, plusvalía,
herencias, testamentos, divorcio, pensión de viudedad, vivienda protegida, okupas, comunidad de
vecinos, licencia de obras, terrazas, ruido, tráfico, multas, carnet de conducir, itv,
matriculación, transporte escolar, becas comedor, libros de texto, formación para el empleo,
prácticas, doctorado, investigación, patentes, marcas, propiedad intelectual, protección de
datos, consumo, telefonía, facturas de la luz, gas butano, gasóleo, agricultura ecológica,
regadío, pesca de bajura, lonja, puerto deportivo, vela, surf, playas, bandera azul, costas,
urbanismo, plan general, expropiación, carreteras, túnel, puente, obras públicas`.split(/,\s*/);

/**
 * Three prompts per subscription, as people write them: mostly one to three everyday words, some
 * "quoted phrases", some alternatives with OR, a few -exclusions, one subject in twenty a popular
 * one. Most prompts match nothing on a given day, as with real users.
 */
function promptsFor(index: number): string[] {
  let seed = index;
  // mulberry32: the same prompts on every run.
  const next = (below: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let bits = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    bits = (bits + Math.imul(bits ^ (bits >>> 7), 61 | bits)) ^ bits;
    return Math.floor((((bits ^ (bits >>> 14)) >>> 0) / 4_294_967_296) * below);
  };
  const term = () =>
    next(20) === 0 ? POPULAR[next(POPULAR.length)]! : EVERYDAY[next(EVERYDAY.length)]!;
  const word = () => term().split(' ')[0]!;
  return [0, 1, 2].map(() => {
    const kind = next(20);
    if (kind < 9) return term();
    if (kind < 13) return `${term()} ${word()}`;
    if (kind < 15) return `"${term()}"`;
    if (kind < 18) return `${term()} OR ${term()}`;
    return `${term()} -${word()}`;
  });
}

async function main(): Promise<void> {
  const files = REAL_DAYS.filter((file) => fs.existsSync(file));
  const raw = fs.readFileSync(files[0] ?? SAMPLE_DAY, 'utf8');
  const times: number[] = [];
  let parsed = parseBoeSummary(raw);
  for (let run = 0; run < 20; run += 1) {
    const start = performance.now();
    parsed = parseBoeSummary(raw);
    times.push(performance.now() - start);
  }
  console.log(
    `parse  ${path.basename(files[0] ?? SAMPLE_DAY)} (${(raw.length / 1024).toFixed(0)} KB, ${parsed.publications.length} items): ` +
      `median ${median(times).toFixed(1)} ms over 20 runs`,
  );

  const { startTempPostgres } = await import('../../scripts/lib/services.mjs');
  const postgres = await startTempPostgres({ port: 55433 });
  const database = await createDatabase({ kind: 'postgres', url: postgres.url });
  try {
    await database.migrate();
    const { db } = database;
    const today = new Date().toISOString().slice(0, 10);
    const items = files.flatMap(
      (file) => parseBoeSummary(fs.readFileSync(file, 'utf8')).publications,
    );
    const day = benchDay(items.length > 0 ? items : parsed.publications, today);
    await storePublications(db, day);
    let created = 0;
    for (const size of sizes) {
      for (; created < size; created += 1_000) {
        const batch = Array.from(
          { length: Math.min(1_000, size - created) },
          (_, offset) => created + offset,
        );
        await db
          .insert(users)
          .values(
            batch.map((index) => ({ id: `bench-${index}`, email: `bench-${index}@example.com` })),
          );
        await db.insert(subscriptions).values(
          batch.map((index) => ({
            userId: `bench-${index}`,
            typeId: 'boe',
            name: `Bench ${index}`,
            description: 'Benchmark subscription',
            prompts: promptsFor(index),
          })),
        );
      }
      created = size;
      // Done once per prompt (and again after the thesaurus changes), before a day's matching.
      const compileStart = performance.now();
      const compiled = await compilePendingPrompts(db, undefined, SPANISH_THESAURUS);
      console.log(
        `compile ${compiled} new distinct prompts (thesaurus ${SPANISH_THESAURUS.version}): ` +
          `${((performance.now() - compileStart) / 1000).toFixed(1)} s`,
      );
      const start = performance.now();
      const result = await matchPublications(db, { source: 'boe', since: today });
      const seconds = (performance.now() - start) / 1000;
      const [notified] = await db
        .select({ total: countDistinct(notifications.subscriptionId) })
        .from(notifications);
      console.log(
        `match  ${day.length} publications × ${size} subscriptions (3 prompts): ` +
          `${seconds.toFixed(1)} s, ${result.matches} matches, ${result.notificationsCreated} new ` +
          `notifications, ${notified?.total ?? 0} subscriptions notified so far, ` +
          `rss ${mb(process.memoryUsage().rss)}`,
      );
    }
  } finally {
    await database.close();
    await postgres.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
