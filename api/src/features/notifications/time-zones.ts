import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Whether the database knows a time zone by this name. The browser's list (Intl) and the
 * database's differ ('US/Pacific-New' is one and not the other), and an unknown name makes the
 * query fail: ask the database's own list, read once per process.
 */
export function databaseTimeZones(db: Database): (name: string) => Promise<boolean> {
  let names: Promise<Set<string>> | null = null;
  const load = async () => {
    const result = await db.execute(sql`select name from pg_timezone_names`);
    return new Set((result as unknown as { rows: { name: string }[] }).rows.map((row) => row.name));
  };
  return async (name) => {
    names ??= load().catch((error: unknown) => {
      names = null;
      throw error;
    });
    return (await names).has(name);
  };
}
