import { sourceOfType, type SubscriptionSource } from '@vigia/shared/contracts';
import { subscriptionsMessages } from '../i18n/subscriptions';

/** The list screen's page size (spec §9; the api's default is 10). */
export const SUBSCRIPTION_LIST_PAGE_SIZE = 9;

/** Search-term badges show at most this many words, then '...' (spec §2, §9). */
export const PROMPT_BADGE_WORDS = 5;

/** A search term as its badge shows it: the first 5 words, then '...' when there were more. */
export function promptBadgeText(prompt: string): string {
  const words = prompt.trim().split(/\s+/).filter(Boolean);
  if (words.length <= PROMPT_BADGE_WORDS) return words.join(' ');
  return `${words.slice(0, PROMPT_BADGE_WORDS).join(' ')}...`;
}

const frequencyLabels: Record<string, string> = {
  immediate: subscriptionsMessages.frequencies.immediate,
  hourly: subscriptionsMessages.frequencies.hourly,
  daily: subscriptionsMessages.frequencies.daily,
  weekly: subscriptionsMessages.frequencies.weekly,
  monthly: subscriptionsMessages.frequencies.monthly,
};

/** immediate 'Every time', hourly, daily, weekly, monthly; anything else 'Custom' (spec §3). */
export function frequencyLabel(frequency: string): string {
  return Object.hasOwn(frequencyLabels, frequency)
    ? frequencyLabels[frequency]
    : subscriptionsMessages.frequencies.custom;
}

export interface ListFilters {
  search?: string;
  /** 'all', or one source: boe, doga, or 'other' for every other type. */
  source?: 'all' | SubscriptionSource;
}

interface Searchable {
  name: string;
  description: string;
  typeId: string;
}

/** Text as the search compares it: lower case, accents dropped ('Niños' → 'ninos'). */
function foldForSearch(text: string): string {
  return text.toLocaleLowerCase('es').normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The list search (spec §5): name or description contains the term, ignoring case and accents,
 * as the api's `search` does.
 */
export function matchesSearch(subscription: Searchable, search: string | undefined): boolean {
  const term = foldForSearch(search?.trim() ?? '');
  if (!term) return true;
  return [subscription.name, subscription.description].some((field) =>
    foldForSearch(field).includes(term),
  );
}

/** The source filter (spec §5, decisions 5): 'all', or an exact source. */
export function matchesSource(
  subscription: Searchable,
  source: ListFilters['source'] = 'all',
): boolean {
  return source === 'all' || sourceOfType(subscription.typeId) === source;
}

export function matchesListFilters(subscription: Searchable, filters: ListFilters): boolean {
  return matchesSearch(subscription, filters.search) && matchesSource(subscription, filters.source);
}

export function filterSubscriptions<T extends Searchable>(
  subscriptions: readonly T[],
  filters: ListFilters,
): T[] {
  return subscriptions.filter((subscription) => matchesListFilters(subscription, filters));
}

/** Pages needed for `total` items, at least 1 (so an empty list reads 'Page 1 of 1'). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
