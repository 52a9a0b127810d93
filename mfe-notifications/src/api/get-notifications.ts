import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { apiRequest } from '@vigia/shared/api';
import { SESSION_KEYS, readSessionValue } from '@vigia/shared/auth';
import {
  NOTIFICATIONS_PAGE_SIZE,
  notificationListResponseSchema,
  type NotificationList,
} from '@vigia/shared/contracts';
import { notificationsMessages } from '../i18n/notifications';
import { notificationKeys } from './query-keys';

/** Spec §9: notifications are cached 5 minutes and not refetched on window focus. */
export const NOTIFICATIONS_STALE_TIME_MS = 5 * 60_000;

export const EMPTY_PAGE: NotificationList = {
  notifications: [],
  total: 0,
  unread: 0,
  page: 1,
  limit: NOTIFICATIONS_PAGE_SIZE,
  hasMore: false,
};

export const listKey = notificationKeys.list({ limit: NOTIFICATIONS_PAGE_SIZE });
export type NotificationPages = InfiniteData<NotificationList, number>;

/** Spec §7: without a stored access token the notification calls are skipped. */
export function hasAccessToken(): boolean {
  return Boolean(readSessionValue(SESSION_KEYS.accessToken));
}

/**
 * `GET /v1/notifications`: one page; skipped (empty) when no access token is stored (spec §7).
 * Spec §8: 'Failed to fetch notifications' whatever went wrong on the way, 'Unexpected response
 * format from server' for an answer that is not the list.
 */
export async function getNotifications(
  page: number,
  signal?: AbortSignal,
  limit = NOTIFICATIONS_PAGE_SIZE,
): Promise<NotificationList> {
  if (!hasAccessToken()) return { ...EMPTY_PAGE, page, limit };
  let body: unknown;
  try {
    body = await apiRequest('GET', '/v1/notifications', {
      query: { limit, page, _t: Date.now() },
      signal,
    });
  } catch (error) {
    // A cancelled call (the screen was left) is not a failure.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new Error(notificationsMessages.fetch.failed, { cause: error });
  }
  const parsed = notificationListResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error(notificationsMessages.fetch.unexpectedFormat);
  return parsed.data.data;
}

export function notificationPagesQueryOptions() {
  return infiniteQueryOptions({
    queryKey: listKey,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationList) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: NOTIFICATIONS_STALE_TIME_MS,
    refetchOnWindowFocus: false,
  });
}

/**
 * The notification list as the screen pages it (decisions 6): Next appends the next page,
 * Previous drops the last one appended, First Page goes back to page 1 alone.
 */
export function useNotificationPages() {
  const client = useQueryClient();
  const query = useInfiniteQuery(notificationPagesQueryOptions());
  const pages = query.data?.pages ?? [];
  const last = pages.at(-1);
  return {
    ...query,
    notifications: pages.flatMap((page) => page.notifications),
    total: last?.total ?? 0,
    unread: last?.unread ?? 0,
    page: pages.length,
    next: () => void query.fetchNextPage(),
    previous: () => keepPages(client, Math.max(1, pages.length - 1)),
    first: () => {
      keepPages(client, 1);
      void client.invalidateQueries({ queryKey: listKey });
    },
  };
}

/** The first `count` pages loaded, the rest dropped. */
export function keepPages(client: QueryClient, count: number): void {
  client.setQueryData<NotificationPages>(listKey, (data) =>
    data
      ? { pages: data.pages.slice(0, count), pageParams: data.pageParams.slice(0, count) }
      : data,
  );
}
