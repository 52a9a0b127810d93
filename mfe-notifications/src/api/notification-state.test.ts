jest.mock('firebase/app', () => ({}));
jest.mock('firebase/auth', () => ({}));

import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@vigia/shared/api';
import type { Notification, NotificationList, NotificationStats } from '@vigia/shared/contracts';
import { isDeletableId } from './delete-notification';
import { keepPages, listKey, type NotificationPages } from './get-notifications';
import { applyLocally } from './notification-cache';
import { notificationKeys } from './query-keys';

function item(id: string, read = false): Notification {
  return {
    id,
    title: `Aviso ${id}`,
    content: '',
    read,
    readAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    sourceUrl: null,
    subscriptionId: null,
    subscriptionName: null,
    source: 'boe',
    entityType: 'boe:document',
    metadata: {},
  };
}

function page(number: number, ids: string[], unread: number): NotificationList {
  return {
    notifications: ids.map((id) => item(id)),
    total: 45,
    unread,
    page: number,
    limit: 20,
    hasMore: number < 3,
  };
}

function clientWith(pages: NotificationList[], unread: number): QueryClient {
  const client = new QueryClient();
  client.setQueryData<NotificationPages>(listKey, {
    pages,
    pageParams: pages.map((entry) => entry.page),
  });
  client.setQueryData(queryKeys.unreadCount(), unread);
  client.setQueryData<NotificationStats>(notificationKeys.stats(), {
    total: 45,
    unread,
    change: 0,
    isIncrease: false,
    byType: {},
  });
  return client;
}

const pagesOf = (client: QueryClient) => client.getQueryData<NotificationPages>(listKey);

describe('pagination state', () => {
  it('Previous drops the last page appended; First Page keeps page 1 alone', () => {
    const client = clientWith([page(1, ['a'], 1), page(2, ['b'], 1), page(3, ['c'], 1)], 1);
    keepPages(client, 2);
    expect(pagesOf(client)?.pages.map((entry) => entry.page)).toEqual([1, 2]);
    expect(pagesOf(client)?.pageParams).toEqual([1, 2]);
    keepPages(client, 1);
    expect(pagesOf(client)?.pages.map((entry) => entry.page)).toEqual([1]);
  });
});

describe('one notification state', () => {
  it('changes the list, the unread badge and the stats together', () => {
    const client = clientWith([page(1, ['a', 'b'], 2)], 2);
    applyLocally(client, {
      notifications: (items) => items.filter((entry) => entry.id !== 'a'),
      total: (total) => total - 1,
      unread: (unread) => unread - 1,
    });
    expect(pagesOf(client)?.pages[0]).toMatchObject({ total: 44, unread: 1 });
    expect(pagesOf(client)?.pages[0].notifications.map((entry) => entry.id)).toEqual(['b']);
    expect(client.getQueryData(queryKeys.unreadCount())).toBe(1);
    expect(client.getQueryData(notificationKeys.stats())).toMatchObject({
      total: 44,
      unread: 1,
    });
  });

  it('never takes unread below 0', () => {
    const client = clientWith([page(1, ['a'], 0)], 0);
    applyLocally(client, {
      notifications: (items) => items,
      total: (total) => total,
      unread: (unread) => unread - 1,
    });
    expect(pagesOf(client)?.pages[0].unread).toBe(0);
    expect(client.getQueryData(queryKeys.unreadCount())).toBe(0);
    expect(client.getQueryData<NotificationStats>(notificationKeys.stats())?.unread).toBe(0);
  });
});

describe('isDeletableId', () => {
  it("refuses an empty, 'undefined' or 'null' id", () => {
    for (const id of ['', '  ', 'undefined', 'null', undefined, null]) {
      expect(isDeletableId(id)).toBe(false);
    }
    expect(isDeletableId('3f1c2a4e-0000-4000-8000-000000000000')).toBe(true);
  });
});
