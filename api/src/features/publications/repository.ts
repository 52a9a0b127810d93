import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { BULLETIN_DAY_STATUSES, bulletinDays, publications } from '../../db/schema';
import type { Publication } from './publication';

/** Rows per INSERT: a BOE day (300+ documents) goes in a couple of statements. */
const BATCH = 200;

/**
 * Stores publications not stored yet (by source and external id); answers how many were new.
 * Storing the same day again adds nothing.
 */
export async function storePublications(
  db: Database,
  items: readonly Publication[],
): Promise<number> {
  let added = 0;
  for (let start = 0; start < items.length; start += BATCH) {
    const rows = items.slice(start, start + BATCH).map((item) => ({
      source: item.source,
      externalId: item.externalId,
      title: item.title,
      section: item.section,
      department: item.department,
      epigraph: item.epigraph,
      issue: item.issue,
      publishedOn: item.publishedOn,
      urlHtml: item.urlHtml,
      urlPdf: item.urlPdf,
    }));
    const inserted = await db
      .insert(publications)
      .values(rows)
      .onConflictDoNothing({ target: [publications.source, publications.externalId] })
      .returning({ id: publications.id });
    added += inserted.length;
  }
  return added;
}

/** How many publications a source has for a day (0 when the day has not been ingested). */
export async function countPublications(
  db: Database,
  source: string,
  day: string,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(publications)
    .where(sql`${publications.source} = ${source} and ${publications.publishedOn} = ${day}`);
  return row?.total ?? 0;
}

type BulletinDayStatus = (typeof BULLETIN_DAY_STATUSES)[number];

/** Records what is known of a source's day (the latest word wins). */
export async function recordBulletinDay(
  db: Database,
  source: string,
  day: string,
  status: BulletinDayStatus,
  count = 0,
): Promise<void> {
  await db
    .insert(bulletinDays)
    .values({ source, day, status, publications: count })
    .onConflictDoUpdate({
      target: [bulletinDays.source, bulletinDays.day],
      set: { status, publications: count, checkedAt: new Date() },
    });
}

/** The days of a source from `since` on that need no more looking for. */
export async function settledBulletinDays(
  db: Database,
  source: string,
  since: string,
): Promise<Set<string>> {
  const rows = await db
    .select({ day: bulletinDays.day })
    .from(bulletinDays)
    .where(and(eq(bulletinDays.source, source), gte(bulletinDays.day, since)));
  return new Set(rows.map((row) => row.day));
}
