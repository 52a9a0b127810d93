// The benchmark's data set, written by the database itself (generate_series) in a few large
// statements: a million notifications through the ORM would take longer than the benchmark.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export interface DatasetUser {
  id: string;
  email: string;
  subscriptions: number;
  notifications: number;
}

/** Users per statement: each statement writes their rows and those of their notifications. */
const CHUNK = 250;
/** Over how many days before now the notifications are spread. */
const DAYS = 30;

const PROMPTS = [
  'licitaciones obras',
  'subvenciones -formacion',
  'oposiciones galicia',
  'vivienda OR alquiler',
  '"seguridad social"',
  'medio ambiente',
  'nombramientos universidad',
];

const INSERT_USERS = `
INSERT INTO users (id, email, name, email_verified, created_at, updated_at)
SELECT id, email, 'Usuaria de prueba ' || ord, false, now() - interval '90 days', now() - interval '90 days'
FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(id, email, ord)`;

// A subscription's id is derived from its user and position, so notifications can name it.
const INSERT_SUBSCRIPTIONS = `
INSERT INTO subscriptions (id, user_id, type_id, name, description, prompts, frequency, active,
  created_at, updated_at)
SELECT md5(u.id || ':' || k)::uuid, u.id, CASE WHEN k % 3 = 2 THEN 'doga' ELSE 'boe' END,
  'Suscripción ' || (k + 1), 'Avisos de prueba sobre ' || p.prompts[1 + k % cardinality(p.prompts)],
  jsonb_build_array(p.prompts[1 + k % cardinality(p.prompts)], p.prompts[1 + (k + 3) % cardinality(p.prompts)]),
  CASE WHEN k % 4 = 0 THEN 'immediate' ELSE 'daily' END, k % 5 <> 4,
  now() - make_interval(days => 60 - k % 30), now() - make_interval(days => 30 - k % 30)
FROM unnest($1::text[], $2::int[]) AS u(id, subs)
CROSS JOIN LATERAL generate_series(0, u.subs - 1) AS k
CROSS JOIN (SELECT $3::text[] AS prompts) AS p`;

const INSERT_NOTIFICATIONS = `
INSERT INTO notifications (user_id, subscription_id, subscription_name, title, content, read,
  read_at, source_url, source, entity_type, metadata, created_at)
SELECT u.id, md5(u.id || ':' || (n % u.subs))::uuid, 'Suscripción ' || (n % u.subs + 1),
  'Resolución de ' || to_char(r.created, 'DD/MM/YYYY') || ', de la Dirección General de la Función Pública, por la que se convoca el proceso selectivo ' || n,
  'Coincide con la suscripción: el texto publicado menciona convocatorias, plazos de solicitud y bases reguladoras de la ayuda número ' || n || '.',
  r.read, CASE WHEN r.read THEN r.created + interval '2 hours' END,
  'https://www.boe.es/diario_boe/txt.php?id=BOE-A-2026-' || (100000 + n), r.source,
  r.source || ':document',
  jsonb_build_object('score', round(r.score::numeric, 2), 'concepts', jsonb_build_array('convocatoria', 'función pública')),
  r.created
FROM unnest($1::text[], $2::int[], $3::int[]) AS u(id, subs, total)
CROSS JOIN LATERAL generate_series(1, u.total) AS n
CROSS JOIN LATERAL (
  SELECT now() - random() * make_interval(days => ${DAYS}) AS created, random() < 0.7 AS read,
    CASE WHEN n % 3 = 0 THEN 'doga' ELSE 'boe' END AS source, 0.5 + random() / 2 AS score
  OFFSET 0
) AS r`;

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/**
 * Writes the users, their subscriptions and notifications (spread over the last 30 days, 70 %
 * read, two thirds BOE), then VACUUM ANALYZE and CHECKPOINT, as a database that has run for a while
 * would be.
 */
export async function generateDataset(
  url: string,
  users: readonly DatasetUser[],
  log: (line: string) => void,
): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('SELECT setseed(0.26)');
    let written = 0;
    const total = users.reduce((sum, user) => sum + user.notifications, 0);
    for (const chunk of chunks(users, CHUNK)) {
      const ids = chunk.map((user) => user.id);
      await client.query('BEGIN');
      await client.query(INSERT_USERS, [ids, chunk.map((user) => user.email)]);
      await client.query(INSERT_SUBSCRIPTIONS, [
        ids,
        chunk.map((user) => user.subscriptions),
        PROMPTS,
      ]);
      await client.query(INSERT_NOTIFICATIONS, [
        ids,
        chunk.map((user) => user.subscriptions),
        chunk.map((user) => user.notifications),
      ]);
      await client.query('COMMIT');
      written += chunk.reduce((sum, user) => sum + user.notifications, 0);
      if (written === total || written % 200_000 < chunk.length * 100) {
        log(`  ${written.toLocaleString('en')} notifications written`);
      }
    }
    // Each subscription's own figures, as storing notifications keeps them.
    await client.query(`
      UPDATE subscriptions SET notification_count = counted.total, last_notification_at = counted.last
      FROM (SELECT subscription_id, count(*)::integer AS total, max(created_at) AS last
            FROM notifications GROUP BY subscription_id) AS counted
      WHERE subscriptions.id = counted.subscription_id`);
    // As a database that has run for a while: statistics, visibility maps set (index-only scans),
    // and no dirty pages left for a checkpoint to write while the steps are measured.
    await client.query('VACUUM ANALYZE');
    await client.query('CHECKPOINT');
    log(`  data set written in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await client.end();
  }
}

/** Each user's notification ids, newest first. */
export async function notificationIdsOf(
  url: string,
  uids: readonly string[],
): Promise<Map<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ user_id: string; id: string }>(
      `SELECT user_id, id FROM notifications WHERE user_id = ANY($1::text[])
       ORDER BY user_id, created_at DESC`,
      [uids],
    );
    const byUser = new Map<string, string[]>();
    for (const { user_id: uid, id } of rows) {
      const list = byUser.get(uid) ?? [];
      list.push(id);
      byUser.set(uid, list);
    }
    return byUser;
  } finally {
    await client.end();
  }
}
