// EXPLAIN ANALYZE of the statements the repositories really send: each read is run once through
// a Drizzle instance that records its SQL and parameters, then every statement is explained
// twice: with its values (the plan of its first executions), and prepared with a generic plan
// (the plan PostgreSQL may keep for a prepared statement after five executions, when it costs
// no more than the plans made for the values).
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../src/db/client';
import { schema } from '../../src/db/schema';
import {
  listNotifications,
  notificationActivity,
  notificationStats,
  unreadCount,
} from '../../src/features/notifications/repository';
import { findProfile } from '../../src/features/users/repository';

interface Statement {
  sql: string;
  params: unknown[];
}

export interface PlanReport {
  label: string;
  statements: { sql: string; plan: string; genericPlan: string }[];
}

const planText = (rows: { 'QUERY PLAN': string }[]) =>
  rows.map((row) => row['QUERY PLAN']).join('\n');

/** The generic plan of `sql` prepared, run with `params`. */
async function genericPlan(client: pg.PoolClient, sql: string, params: unknown[]) {
  const values = params.map((value) =>
    value === null || value === undefined ? 'NULL' : client.escapeLiteral(String(value)),
  );
  await client.query(`PREPARE vigia_plan AS ${sql}`);
  try {
    await client.query('SET plan_cache_mode = force_generic_plan');
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) EXECUTE vigia_plan${values.length ? `(${values.join(', ')})` : ''}`,
    );
    return planText(rows);
  } finally {
    await client.query('RESET plan_cache_mode');
    await client.query('DEALLOCATE vigia_plan');
  }
}

function readsOf(uid: string, heavy: string): [string, (db: Database) => Promise<unknown>][] {
  return [
    [
      'notifications list, page 1 of 10',
      (db) => listNotifications(db, uid, { page: 1, limit: 10 }),
    ],
    ['notification stats', (db) => notificationStats(db, uid)],
    ['unread count', (db) => unreadCount(db, uid)],
    [
      'activity (7 days)',
      (db) => notificationActivity(db, uid, { days: 7, timeZone: 'Europe/Madrid' }),
    ],
    ['profile (one statement)', (db) => findProfile(db, uid)],
    [
      'heavy user: notifications list, page 1',
      (db) => listNotifications(db, heavy, { page: 1, limit: 20 }),
    ],
    [
      'heavy user: notifications list, page 100',
      (db) => listNotifications(db, heavy, { page: 100, limit: 20 }),
    ],
    ['heavy user: notification stats', (db) => notificationStats(db, heavy)],
    [
      'heavy user: activity (7 days), from the kept hours (as the api counts it after its first)',
      (db) =>
        notificationActivity(db, heavy, { days: 7, timeZone: 'Europe/Madrid', from: 'hours' }),
    ],
    ['heavy user: profile (one statement)', (db) => findProfile(db, heavy)],
  ];
}

/** The plans of the notification reads for a regular user `uid` and the heavy user. */
export async function explainReads(url: string, uid: string, heavy: string): Promise<PlanReport[]> {
  const pool = new pg.Pool({ connectionString: url, max: 4 });
  let recorded: Statement[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void recorded.push({ sql, params }) },
  });
  const reports: PlanReport[] = [];
  try {
    for (const [label, read] of readsOf(uid, heavy)) {
      recorded = [];
      await read(db);
      const statements = [];
      for (const { sql, params } of recorded) {
        const client = await pool.connect();
        try {
          const { rows } = await client.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`,
            params,
          );
          statements.push({
            sql,
            plan: planText(rows),
            genericPlan: await genericPlan(client, sql, params),
          });
        } finally {
          client.release();
        }
      }
      reports.push({ label, statements });
    }
  } finally {
    await pool.end();
  }
  return reports;
}

export function formatPlans(reports: readonly PlanReport[]): string {
  return reports
    .map(({ label, statements }) =>
      [
        `### ${label}`,
        ...statements.map(
          ({ sql, plan, genericPlan }) =>
            `\n${sql}\n${plan.replace(/^/gm, '    ')}\n  generic plan (prepared):\n${genericPlan.replace(/^/gm, '    ')}`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}
