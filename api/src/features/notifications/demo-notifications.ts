import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  subscriptions,
  users,
  type NewNotificationRow,
  type NotificationRow,
} from '../../db/schema';
import { insertNotifications } from './repository';

// Demo and test notifications until the engine (its own issue) makes real ones: bulletin items in
// the style of the BOE and the DOGA, spread over the last days, the older ones already read.

interface DemoItem {
  source: 'boe' | 'doga';
  title: string;
  department: string;
  section: string;
}

const ITEMS: DemoItem[] = [
  {
    source: 'boe',
    title:
      'Resolución por la que se convoca proceso selectivo para ingreso, por el sistema general de acceso libre, en el Cuerpo de Bomberos Forestales',
    department: 'Ministerio para la Transición Ecológica y el Reto Demográfico',
    section: 'II. Autoridades y personal - B. Oposiciones y concursos',
  },
  {
    source: 'boe',
    title:
      'Orden por la que se establecen las bases reguladoras de las ayudas a la modernización de explotaciones agrarias',
    department: 'Ministerio de Agricultura, Pesca y Alimentación',
    section: 'III. Otras disposiciones',
  },
  {
    source: 'boe',
    title:
      'Real Decreto por el que se regulan las becas y ayudas al estudio para el próximo curso académico',
    department: 'Ministerio de Educación, Formación Profesional y Deportes',
    section: 'I. Disposiciones generales',
  },
  {
    source: 'boe',
    title: 'Anuncio de licitación del contrato de obras de mejora de la autovía A-52 en Ourense',
    department: 'Ministerio de Transportes y Movilidad Sostenible',
    section: 'V. Anuncios - A. Contratación del Sector Público',
  },
  {
    source: 'boe',
    title:
      'Resolución por la que se publica la relación de aspirantes aprobados en las pruebas selectivas de la Agencia Estatal de Administración Tributaria',
    department: 'Ministerio de Hacienda',
    section: 'II. Autoridades y personal - B. Oposiciones y concursos',
  },
  {
    source: 'doga',
    title:
      'Orde pola que se establecen as bases reguladoras das axudas para a rehabilitación de vivendas no rural',
    department: 'Consellería de Vivenda e Planificación de Infraestruturas',
    section: 'III. Outras disposicións',
  },
  {
    source: 'doga',
    title: 'Resolución pola que se declara a época de perigo alto de incendios forestais',
    department: 'Consellería do Medio Rural',
    section: 'III. Outras disposicións',
  },
  {
    source: 'doga',
    title:
      'Orde pola que se regulan as vedas e licenzas de pesca continental para a tempada en Galicia',
    department: 'Consellería do Mar',
    section: 'I. Disposicións xerais',
  },
  {
    source: 'doga',
    title:
      'Resolución pola que se convocan as probas de acceso a prazas de persoal docente nos centros educativos públicos',
    department: 'Consellería de Educación, Ciencia, Universidades e FP',
    section: 'II. Autoridades e persoal',
  },
];

const HOUR_MS = 60 * 60 * 1000;

export interface DemoOptions {
  /** How many to create (default 45). */
  count?: number;
  /** Over how many days up to now (default 10). */
  days?: number;
  now?: Date;
}

function sourceUrl(item: DemoItem, index: number): string {
  return item.source === 'boe'
    ? `https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-${String(20000 + index).padStart(5, '0')}`
    : `https://www.xunta.gal/dog/Publicados/2026/demo-${index}_gl.html`;
}

/** `count` notifications for `userId`, newest now, oldest `days` days ago; those older than a day read. */
export function demoNotifications(
  userSubscriptions: { id: string; name: string }[],
  { count = 45, days = 10, now = new Date() }: DemoOptions = {},
): Omit<NewNotificationRow, 'userId'>[] {
  const span = days * 24 * HOUR_MS;
  return Array.from({ length: count }, (_, index) => {
    const item = ITEMS[index % ITEMS.length];
    const subscription = userSubscriptions.length
      ? userSubscriptions[index % userSubscriptions.length]
      : undefined;
    const createdAt = new Date(now.getTime() - Math.floor((span * index) / Math.max(count, 1)));
    const read = now.getTime() - createdAt.getTime() > 24 * HOUR_MS && index % 4 !== 0;
    return {
      subscriptionId: subscription?.id ?? null,
      subscriptionName: subscription?.name ?? null,
      title: item.title,
      content: `${item.department}. ${item.section}.`,
      read,
      readAt: read ? new Date(createdAt.getTime() + HOUR_MS) : null,
      sourceUrl: sourceUrl(item, index),
      source: item.source,
      entityType: `${item.source}:document`,
      metadata: {
        document_type: `${item.source}_document`,
        department: item.department,
        section: item.section,
        url: sourceUrl(item, index),
        demo: true,
      },
      createdAt,
    };
  });
}

export const noSuchUser = (email: string) =>
  `No user with the email ${email}: they must sign in once first.`;

/**
 * Seeds demo notifications for the user with this email, linked to their subscriptions; null
 * when nobody has that email.
 */
export async function seedDemoNotifications(
  db: Database,
  email: string,
  options: DemoOptions = {},
): Promise<NotificationRow[] | null> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return null;
  const owned = await db
    .select({ id: subscriptions.id, name: subscriptions.name })
    .from(subscriptions)
    .where(eq(subscriptions.userId, user.id));
  return insertNotifications(db, user.id, demoNotifications(owned, options));
}
