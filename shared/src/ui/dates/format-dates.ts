// One family of date formats for every screen (issue 25): the browser's locale (es-ES when it
// gives none), medium dates ('25 nov 2026'), times in hours and minutes, never seconds.

export const FALLBACK_LOCALE = 'es-ES';

function supported(locale: string | undefined): string | undefined {
  if (!locale) return undefined;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf(locale)[0];
  } catch {
    return undefined;
  }
}

/** The user's locale: the browser's first language, else es-ES. */
export function userLocale(): string {
  const browser = typeof navigator === 'undefined' ? undefined : navigator;
  return supported(browser?.languages?.[0]) ?? supported(browser?.language) ?? FALLBACK_LOCALE;
}

/** The browser's IANA time zone (the days of charts and day headings are the user's). */
export function userTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

type DateInput = string | number | Date | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export interface DateFormatOptions {
  locale?: string;
  timeZone?: string;
}

function format(
  value: DateInput,
  style: Intl.DateTimeFormatOptions,
  { locale = userLocale(), timeZone }: DateFormatOptions,
): string | null {
  const date = toDate(value);
  return date ? new Intl.DateTimeFormat(locale, { ...style, timeZone }).format(date) : null;
}

/** '25 nov 2026, 20:30', or null without a valid date. */
export function formatDateTime(value: DateInput, options: DateFormatOptions = {}): string | null {
  return format(value, { dateStyle: 'medium', timeStyle: 'short' }, options);
}

/** '25 nov 2026', or null without a valid date. */
export function formatDate(value: DateInput, options: DateFormatOptions = {}): string | null {
  return format(value, { dateStyle: 'medium' }, options);
}

/** '25 de noviembre de 2026' (a day heading), or null without a valid date. */
export function formatLongDate(value: DateInput, options: DateFormatOptions = {}): string | null {
  return format(value, { dateStyle: 'long' }, options);
}

/** '20:30', or null without a valid date. */
export function formatTime(value: DateInput, options: DateFormatOptions = {}): string | null {
  return format(value, { timeStyle: 'short' }, options);
}

/** A calendar day 'YYYY-MM-DD' (a bulletin's, a chart's) as '25 nov 2026', whatever the zone. */
export function formatCalendarDay(day: string, options: Omit<DateFormatOptions, 'timeZone'> = {}) {
  return formatDate(`${day}T12:00:00Z`, { ...options, timeZone: 'UTC' }) ?? day;
}
