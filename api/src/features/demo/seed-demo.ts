import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { DemoAccountProvider } from '../../auth/verify-token';
import type { Database } from '../../db/client';
import { subscriptions, users } from '../../db/schema';
import { addDays, madridClock, PUBLICATION_SCHEDULE, weekday } from '../publications/calendar';
import type { PublicationSource } from '../publications/publication';
import { sourceAdapter } from '../publications/sources';
import { API_ROOT } from '../../paths';
import { insertSubscription } from '../subscriptions/repository';
import { ingestAndMatch } from '../publications/watcher';

const DEMO_NAME = 'Cuenta de demostración';

const SAMPLES = path.join(API_ROOT, 'src/features/publications/samples');
const SAMPLE_FILES: Record<PublicationSource, string> = {
  boe: 'boe-two-issues.json',
  doga: 'doga-sumario.rss',
};

const DEMO_SUBSCRIPTIONS = [
  {
    typeId: 'boe',
    name: 'Oposiciones de profesorado',
    description: 'Procesos selectivos de profesores y maestros en el BOE',
    prompts: ['profesores', 'cuerpo de maestros'],
    frequency: 'daily' as const,
  },
  {
    typeId: 'boe',
    name: 'Autovías en Vigo',
    description: 'Obras y conservación de carreteras alrededor de Vigo',
    prompts: ['autovia vigo'],
    frequency: 'immediate' as const,
  },
  {
    typeId: 'doga',
    name: 'Vivienda en Galicia',
    description: 'Ayudas y normas de vivienda publicadas en el DOGA',
    prompts: ['vivienda', 'rehabilitacion'],
    frequency: 'daily' as const,
  },
];

/** The latest publication day of a source up to `now` (Madrid), e.g. Saturday for DOGA on a Sunday. */
function latestPublicationDay(source: PublicationSource, now: Date): string {
  const { weekdays } = PUBLICATION_SCHEDULE[source];
  let day = madridClock(now).day;
  while (!weekdays.includes(weekday(day))) day = addDays(day, -1);
  return day;
}

export interface DemoResult {
  email: string;
  subscriptions: number;
  notificationsCreated: number;
}

/**
 * An offline, working product: a demo account with three subscriptions, and the sample
 * bulletins (written in the real BOE and DOGA formats) stored as the latest issues and matched,
 * so its notifications are real matches. The account's password is `password` (set again on an
 * existing account), which only the one who asked knows. Running it again adds nothing else.
 */
export async function seedDemo(
  db: Database,
  accounts: DemoAccountProvider,
  env: NodeJS.ProcessEnv,
  { email, password }: { email: string; password: string },
  now = new Date(),
): Promise<DemoResult> {
  const uid = await accounts.ensureAccount(email, password, DEMO_NAME);
  await db
    .insert(users)
    .values({ id: uid, email, name: DEMO_NAME, emailVerified: true })
    .onConflictDoNothing({ target: users.id });
  const owned = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, uid));
  if (owned.length === 0) {
    for (const subscription of DEMO_SUBSCRIPTIONS) {
      await insertSubscription(db, uid, {
        ...subscription,
        active: true,
        metadata: { demo: true },
      });
    }
  }
  let notificationsCreated = 0;
  for (const source of Object.keys(SAMPLE_FILES) as PublicationSource[]) {
    const day = latestPublicationDay(source, now);
    const raw = fs.readFileSync(path.join(SAMPLES, SAMPLE_FILES[source]), 'utf8');
    const { publications } = sourceAdapter(source, env).parse(raw);
    const dated = publications.map((item) => ({ ...item, publishedOn: day }));
    notificationsCreated += (await ingestAndMatch(db, source, day, dated)).notificationsCreated;
  }
  const total = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.userId, uid));
  return {
    email,
    subscriptions: total.length,
    notificationsCreated,
  };
}
