import type { SUBSCRIPTION_STATUS_FILTERS, SubscriptionSource } from '@vigia/shared/contracts';
import { SUBSCRIPTION_LIST_PAGE_SIZE } from '../domain/subscription-list';

/** The source filter of the list: every source, or one of boe, doga, other ('Otras'). */
export type SourceFilter = 'all' | SubscriptionSource;
export type StatusFilter = (typeof SUBSCRIPTION_STATUS_FILTERS)[number];

/** What a screen asks the list for. */
export interface SubscriptionListParams {
  page: number;
  /** 9 on the list screen (spec §9). */
  limit?: number;
  search?: string;
  type?: SourceFilter;
  status?: StatusFilter;
}

/** The query string of `GET /v1/subscriptions`: only what narrows the list is sent. */
export interface ListQuery {
  page: number;
  limit: number;
  search?: string;
  type?: SubscriptionSource;
  status?: Exclude<StatusFilter, 'all'>;
}

/** One canonical query per list, so equal lists share one cache entry and one cached copy. */
export function toListQuery({
  page,
  limit = SUBSCRIPTION_LIST_PAGE_SIZE,
  search,
  type = 'all',
  status = 'all',
}: SubscriptionListParams): ListQuery {
  const query: ListQuery = { page: Math.max(1, Math.floor(page)), limit };
  const term = search?.trim();
  if (term) query.search = term;
  if (type !== 'all') query.type = type;
  if (status !== 'all') query.status = status;
  return query;
}

/** The list query a cache entry was stored under (`subscriptionKeys.list(query)`). */
export function listQueryOfKey(queryKey: readonly unknown[]): ListQuery | undefined {
  const query = queryKey[2];
  return typeof query === 'object' && query !== null && 'page' in query
    ? (query as ListQuery)
    : undefined;
}
