import { notificationListResponseSchema } from './notifications';

const notification = {
  id: 'n1',
  title: 'Becas',
  content: 'Texto',
  read: true,
  readAt: '2026-11-20T10:00:00.000Z',
  createdAt: '2026-11-20T09:00:00.000Z',
  sourceUrl: 'https://www.boe.es/x',
  subscriptionId: 'sub-1',
  subscriptionName: 'Becas',
  source: 'boe',
  entityType: 'boe:document',
  metadata: {},
};
const page = { total: 1, unread: 0, page: 1, limit: 20, hasMore: false };

describe('notificationListResponseSchema', () => {
  it('reads the one shape the api sends: camelCase, the list at data.notifications', () => {
    const body = { data: { notifications: [notification], ...page } };
    expect(notificationListResponseSchema.parse(body)).toEqual(body);
  });

  it('refuses the shapes the api never sends', () => {
    const { createdAt, ...rest } = notification;
    for (const body of [
      { data: { data: { notifications: [notification], ...page } } },
      { data: [notification] },
      { notifications: [notification], ...page },
      { data: { notifications: [{ ...rest, created_at: createdAt }], ...page } },
    ]) {
      expect(notificationListResponseSchema.safeParse(body).success).toBe(false);
    }
  });
});
