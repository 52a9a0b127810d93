import type { Publication } from './publication';
import type { SourceAdapter } from './sources';
import { fetchSummary, type FetchSummaryOptions } from './sources/fetch-summary';

export interface DaySummary {
  /** The bulletin's day as the source gives it (null: a feed that names none). */
  publishedOn: string | null;
  publications: Publication[];
  /** The source has no bulletin that day (BOE answers 404; no issue on Sundays, holidays, …). */
  noBulletin: boolean;
}

/**
 * The publications of one source for one day, fetched live. DOGA's feed holds only its latest
 * issue: asking it for another day is an error, not an empty day.
 */
export async function fetchDay(
  adapter: SourceAdapter,
  /** The day asked for; null takes whatever day the source has (DOGA's latest issue). */
  day: string | null,
  options?: FetchSummaryOptions,
): Promise<DaySummary> {
  const raw = await fetchSummary(adapter.summaryUrl(day ?? ''), options);
  if (raw === null) return { publishedOn: null, publications: [], noBulletin: true };
  const parsed = adapter.parse(raw);
  if (day !== null && parsed.publishedOn !== null && parsed.publishedOn !== day) {
    if (adapter.source === 'doga') {
      throw new Error(`the DOGA feed holds the issue of ${parsed.publishedOn}, not of ${day}`);
    }
    throw new Error(`the BOE summary asked for ${day} is of ${parsed.publishedOn}`);
  }
  return { ...parsed, noBulletin: parsed.publications.length === 0 };
}
