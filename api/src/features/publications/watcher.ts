import type { Database } from '../../db/client';
import { matchPublications, type MatchOptions } from '../matching/match-publications';
import { addDays, CATCH_UP_DAYS, dueDays, madridClock } from './calendar';
import { fetchDay } from './ingest';
import { PUBLICATION_SOURCES, type Publication, type PublicationSource } from './publication';
import { recordBulletinDay, settledBulletinDays, storePublications } from './repository';
import { sourceAdapter, type SourceAdapter } from './sources';

export interface IngestOutcome {
  day: string | null;
  found: number;
  added: number;
  notificationsCreated: number;
}

/**
 * Stores a day's publications, records the day as found, and matches every active subscription
 * of the source against them (and anything newer): each match notifies once.
 */
export async function ingestAndMatch(
  db: Database,
  source: PublicationSource,
  day: string | null,
  items: Publication[],
  matching: MatchOptions = {},
): Promise<IngestOutcome> {
  const added = await storePublications(db, items);
  if (day === null) return { day, found: items.length, added, notificationsCreated: 0 };
  await recordBulletinDay(db, source, day, 'found', items.length);
  const { notificationsCreated } = await matchPublications(db, { source, since: day }, matching);
  return { day, found: items.length, added, notificationsCreated };
}

export interface WatcherLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

export interface BulletinWatcherOptions {
  db: Database;
  env: NodeJS.ProcessEnv;
  logger: WatcherLogger;
  /**
   * How often to look (default 15 minutes); null: only when `tick()` is called (by the scheduled
   * job), not at start either.
   */
  intervalMs?: number | null;
  now?: () => Date;
  /** Called after every tick, once whatever was found has been matched. */
  afterMatching?: () => void;
  /** How what is found is matched (the re-ranker). */
  matching?: MatchOptions;
}

/** Looks for one source's due days once. DOGA's feed holds only its latest issue. */
async function watchSource(
  db: Database,
  adapter: SourceAdapter,
  now: Date,
  logger: WatcherLogger,
  matching: MatchOptions,
): Promise<void> {
  const { day: today } = madridClock(now);
  const settled = await settledBulletinDays(db, adapter.source, addDays(today, -CATCH_UP_DAYS));
  const due = dueDays(adapter.source, now, settled);
  if (due.length === 0) return;
  if (adapter.source === 'doga') {
    const latest = await fetchDay(adapter, null);
    if (latest.publishedOn === null) return;
    const outcome = await ingestAndMatch(
      db,
      'doga',
      latest.publishedOn,
      latest.publications,
      matching,
    );
    logger.info({ source: 'doga', ...outcome }, 'Bulletin stored');
    for (const day of due.filter((candidate) => candidate < (latest.publishedOn ?? ''))) {
      if (!settled.has(day) && day !== latest.publishedOn) {
        await recordBulletinDay(db, 'doga', day, 'missed');
        logger.warn({ source: 'doga', day }, 'DOGA issue no longer in its feed: missed');
      }
    }
    return;
  }
  for (const day of due) {
    const summary = await fetchDay(adapter, day);
    if (summary.noBulletin) {
      // Today's may still come; a past day without one had none.
      if (day < today) await recordBulletinDay(db, adapter.source, day, 'none');
      continue;
    }
    const outcome = await ingestAndMatch(db, adapter.source, day, summary.publications, matching);
    logger.info({ source: adapter.source, ...outcome }, 'Bulletin stored');
  }
}

export const BULLETIN_WATCH_INTERVAL_MS = 15 * 60_000;

export interface BulletinWatcher {
  /** Looks once (ticks never overlap: asked during one, it answers that one). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Watches the bulletins: on each tick, every source's publication days not settled yet (missed
 * days of the last week included) are fetched, stored and matched. Failures are logged and
 * tried again on the next tick.
 */
export function startBulletinWatcher({
  db,
  env,
  logger,
  intervalMs = BULLETIN_WATCH_INTERVAL_MS,
  now = () => new Date(),
  afterMatching,
  matching = {},
}: BulletinWatcherOptions): BulletinWatcher {
  let running: Promise<void> | null = null;
  const tick = async () => {
    for (const source of PUBLICATION_SOURCES) {
      try {
        await watchSource(db, sourceAdapter(source, env), now(), logger, matching);
      } catch (error) {
        logger.warn({ source, err: error }, 'Bulletin watch failed; will try again');
      }
    }
    afterMatching?.();
  };
  const runTick = () => {
    running ??= tick().finally(() => {
      running = null;
    });
    return running;
  };
  const timer = intervalMs === null ? null : setInterval(() => void runTick(), intervalMs);
  if (timer) {
    timer.unref();
    void runTick();
  }
  return {
    tick: runTick,
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
