import { DEFAULT_NOTIFICATION_TITLE } from '@vigia/shared/contracts';
import { formatLongDate, userLocale } from '@vigia/shared/ui';
import { notificationsMessages } from '../i18n/notifications';

const t = notificationsMessages;

/** Spec §9: content over 50 characters is cut to 47 plus '...'. */
export const TITLE_CONTENT_LIMIT = 50;
export const TITLE_CONTENT_CUT = 47;

export interface TitleSource {
  title?: string | null;
  content?: string | null;
  subscriptionName?: string | null;
  entityType?: string | null;
  metadata?: Record<string, unknown> | null;
}

function filled(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

/** The title a notification is shown with: the fallback order of spec §5, exactly. */
export function notificationTitle(notification: TitleSource): string {
  const metadata = notification.metadata ?? {};
  const own = filled(notification.title);
  if (own && own !== DEFAULT_NOTIFICATION_TITLE) {
    const original = filled(metadata.original_title);
    return own.endsWith('...') && original ? original : own;
  }
  const subscription = filled(notification.subscriptionName);
  if (subscription) return t.title.fromSubscription(subscription);
  const content = filled(notification.content);
  if (content) {
    return content.length > TITLE_CONTENT_LIMIT
      ? `${content.slice(0, TITLE_CONTENT_CUT)}...`
      : content;
  }
  const named = ['title', 'subject', 'heading', 'name']
    .map((key) => filled(metadata[key]))
    .find(Boolean);
  if (named) return named;
  if (metadata.document_type === 'boe_document') return t.title.boeDocument;
  const type = filled(notification.entityType?.split(':').pop());
  if (type) return t.title.ofType(type);
  return t.title.fallback;
}

/** 'YYYY-MM-DD' of `date` in `timeZone` (the browser's when not given). */
function calendarKey(date: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(date);
}

const DAY_MS = 24 * 60 * 60 * 1000;

function capitalise(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

export interface DayLabelOptions {
  now?: Date;
  locale?: string;
  timeZone?: string;
}

/**
 * The heading of a notification's day (spec §5, decisions 14): 'Hoy', 'Ayer', the weekday name for
 * another day of the current Monday-started week, otherwise the long date; 'Unknown date' when the
 * date is missing or invalid.
 */
export function dayLabel(
  value: string | null | undefined,
  { now = new Date(), locale = userLocale(), timeZone }: DayLabelOptions = {},
): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return t.days.unknown;
  const day = Date.parse(`${calendarKey(date, timeZone)}T00:00:00Z`);
  const today = Date.parse(`${calendarKey(now, timeZone)}T00:00:00Z`);
  const daysAgo = Math.round((today - day) / DAY_MS);
  if (daysAgo === 0) return t.days.today;
  if (daysAgo === 1) return t.days.yesterday;
  const daysSinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  if (daysAgo > 1 && daysAgo <= daysSinceMonday) {
    return capitalise(
      new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(day),
      locale,
    );
  }
  return formatLongDate(day, { locale, timeZone: 'UTC' }) ?? t.days.unknown;
}

export interface DayGroup<T> {
  label: string;
  items: T[];
}

/** Consecutive items of the same day under one heading, in the order given. */
export function groupByDay<T extends { createdAt: string | null }>(
  items: readonly T[],
  options: DayLabelOptions = {},
): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const label = dayLabel(item.createdAt, options);
    const last = groups.at(-1);
    if (last && last.label === label) last.items.push(item);
    else groups.push({ label, items: [item] });
  }
  return groups;
}

export interface MatchExplanation {
  /** What matched: the concepts found, else the prompt that matched. */
  terms: string[];
  /** The publication's words that matched, marked « ». */
  snippet: string | null;
}

/**
 * Why a notification's publication matched, from the metadata the engine stores
 * (`matched_concepts`, else `matched_prompt`; `snippet`), or null when it did not say.
 */
export function matchExplanation(metadata: Record<string, unknown>): MatchExplanation | null {
  const concepts = Array.isArray(metadata.matched_concepts)
    ? metadata.matched_concepts.map(filled).filter((term): term is string => Boolean(term))
    : [];
  const prompt = filled(metadata.matched_prompt);
  const terms = concepts.length > 0 ? concepts : prompt ? [prompt] : [];
  if (terms.length === 0) return null;
  const snippet = filled(metadata.snippet);
  return { terms, snippet: snippet && snippet.includes('«') ? snippet : null };
}
