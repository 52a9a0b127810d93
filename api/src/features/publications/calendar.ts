import type { PublicationSource } from './publication';

/** When each bulletin appears (Europe/Madrid): weekdays (0 Sunday … 6 Saturday) and hour. */
export const PUBLICATION_SCHEDULE: Record<
  PublicationSource,
  { weekdays: readonly number[]; fromMinute: number }
> = {
  // BOE: Monday to Saturday, online from about 07:30.
  boe: { weekdays: [1, 2, 3, 4, 5, 6], fromMinute: 7 * 60 + 30 },
  // DOGA: Monday to Friday, online from about 08:00.
  doga: { weekdays: [1, 2, 3, 4, 5], fromMinute: 8 * 60 },
};

/** Days missed while the product was down are caught up this far back. */
export const CATCH_UP_DAYS = 7;

const madrid = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day (YYYY-MM-DD) and minute of the day of an instant in Madrid. */
export function madridClock(instant: Date): { day: string; minute: number } {
  const parts = Object.fromEntries(
    madrid.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** `day` moved by `days` calendar days (negative: back). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * The publication days of a source to look for now, oldest first: those of the last
 * CATCH_UP_DAYS not settled yet (found, or known to have no bulletin), today only once its usual
 * publication time has come.
 */
export function dueDays(
  source: PublicationSource,
  now: Date,
  settled: ReadonlySet<string>,
): string[] {
  const { weekdays, fromMinute } = PUBLICATION_SCHEDULE[source];
  const { day: today, minute } = madridClock(now);
  const days: string[] = [];
  for (let back = CATCH_UP_DAYS - 1; back >= 0; back -= 1) {
    const day = addDays(today, -back);
    if (back === 0 && minute < fromMinute) continue;
    if (weekdays.includes(weekday(day)) && !settled.has(day)) days.push(day);
  }
  return days;
}
