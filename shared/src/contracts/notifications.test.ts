import { normalizeNotification, normalizeNotificationList } from './notifications';

const snake = {
  id: 12,
  title: '',
  content: 'Texto',
  read: true,
  read_at: '2026-11-20T10:00:00Z',
  created_at: '2026-11-20T09:00:00Z',
  subscription_id: 'sub-1',
  subscription: { name: 'Becas' },
  entity_type: 'boe:document',
  metadata: { url: 'https://www.boe.es/x' },
};

describe('normalizeNotification', () => {
  it('reads snake_case, the subscription name and the url in metadata, with the defaults', () => {
    expect(normalizeNotification(snake)).toEqual({
      id: '12',
      title: 'Untitled Notification',
      content: 'Texto',
      read: true,
      readAt: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-20T09:00:00.000Z',
      sourceUrl: 'https://www.boe.es/x',
      subscriptionId: 'sub-1',
      subscriptionName: 'Becas',
      source: null,
      entityType: 'boe:document',
      metadata: { url: 'https://www.boe.es/x' },
    });
    expect(normalizeNotification({ id: 'a' }).entityType).toBe('notification:generic');
  });

  it('refuses something without an id', () => {
    expect(() => normalizeNotification({ title: 'x' })).toThrow(
      'Unexpected response format from server',
    );
  });
});

describe('normalizeNotificationList', () => {
  const request = { page: 1, limit: 20 };

  it.each([
    ['data', { data: { notifications: [snake], total: 30, unread: 4, hasMore: true } }],
    [
      'data.data',
      { data: { data: { notifications: [snake], total: 30, unread: 4, hasMore: true } } },
    ],
  ])('finds the list at %s', (_where, body) => {
    expect(normalizeNotificationList(body, request)).toMatchObject({
      total: 30,
      unread: 4,
      page: 1,
      limit: 20,
      hasMore: true,
    });
  });

  it('takes a bare array at data.notifications or data, working out hasMore', () => {
    const page = normalizeNotificationList({ data: [snake, { ...snake, id: 13 }] }, request);
    expect(page.notifications.map((item) => item.id)).toEqual(['12', '13']);
    expect(page).toMatchObject({ total: 2, hasMore: false });
  });

  it('refuses any other shape', () => {
    expect(() => normalizeNotificationList({ data: { items: [] } }, request)).toThrow(
      'Unexpected response format from server',
    );
  });
});
