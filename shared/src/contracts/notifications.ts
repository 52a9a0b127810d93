import { z } from 'zod';
import { cacheBusterSchema, cleanText, pageSchema, textProblem, webUrlOrNull } from './input';

// Notifications (spec §3, §7, §9): what the api answers and accepts.
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const MAX_NOTIFICATIONS_PAGE_SIZE = 100;
export const DEFAULT_ACTIVITY_DAYS = 7;
export const MAX_ACTIVITY_DAYS = 90;
export const DEFAULT_NOTIFICATION_TITLE = 'Untitled Notification';

/** Each source's colour in the activity chart (the colours of their logos); any other source grey. */
export const NOTIFICATION_SOURCE_COLORS: Record<string, string> = {
  boe: '#7a1f2b',
  doga: '#0a6ab3',
};
export const OTHER_SOURCE_COLOR = '#64748b';

/** A query-string boolean: 'true'/'1' or 'false'/'0'. */
const queryBoolean = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1');

/** `GET /api/v1/notifications` query. */
export const notificationListQuerySchema = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_NOTIFICATIONS_PAGE_SIZE)
      .default(NOTIFICATIONS_PAGE_SIZE),
    page: pageSchema,
    unread: queryBoolean.optional(),
    subscriptionId: cleanText(z.string().trim().min(1).max(100)).optional(),
    entityType: cleanText(z.string().trim().min(1).max(200)).optional(),
    /** The client's cache-buster; ignored. */
    _t: cacheBusterSchema,
  })
  .strict();
export type NotificationListQuery = z.output<typeof notificationListQuerySchema>;

export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

export const UNKNOWN_TIME_ZONE = 'Zona horaria desconocida'; // not from the spec

/** The names found valid so far: at most the IANA list, so this stays small. */
const knownTimeZones = new Set<string>();

function isTimeZone(name: string): boolean {
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
  } catch {
    return false;
  }
  knownTimeZones.add(name);
  return true;
}

/** `GET /api/v1/notifications/activity` query. `tz`: the IANA time zone whose days are counted. */
export const notificationActivityQuerySchema = z
  .object({
    days: z.coerce.number().int().min(1).max(MAX_ACTIVITY_DAYS).default(DEFAULT_ACTIVITY_DAYS),
    tz: z
      .string()
      .max(100)
      .refine((name) => textProblem(name) === null && isTimeZone(name), UNKNOWN_TIME_ZONE)
      .default(DEFAULT_TIME_ZONE),
    _t: cacheBusterSchema,
  })
  .strict();

const notificationFields = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  read: z.boolean(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  sourceUrl: z.string().nullable(),
  subscriptionId: z.string().nullable(),
  subscriptionName: z.string().nullable(),
  /** 'boe', 'doga', … or null when the notification is not about a bulletin. */
  source: z.string().nullable(),
  entityType: z.string(),
  metadata: z.record(z.unknown()),
});

/** Only a web link is a link: never `javascript:` or `data:`, whoever stored it. */
function withWebLink<N extends { sourceUrl: string | null }>(notification: N): N {
  return { ...notification, sourceUrl: webUrlOrNull(notification.sourceUrl) };
}

export const notificationSchema = notificationFields.transform(withWebLink);
export type Notification = z.output<typeof notificationSchema>;

export const notificationResponseSchema = z.object({
  data: z.object({ notification: notificationSchema }),
});

export const notificationListResponseSchema = z.object({
  data: z.object({
    // One transform for the whole page: zod 3 makes a transform of each item's field cost more
    // than the rest of the item's checks (~4 µs an item).
    notifications: z.array(notificationFields).transform((page) => page.map(withWebLink)),
    total: z.number().int().nonnegative(),
    unread: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    limit: z.number().int().positive(),
    hasMore: z.boolean(),
  }),
});
export type NotificationList = z.output<typeof notificationListResponseSchema>['data'];

export const notificationStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  unread: z.number().int().nonnegative(),
  /** Percent change of the last 7 days against the 7 before, rounded; 0 when both are empty. */
  change: z.number(),
  isIncrease: z.boolean(),
  /** Count per entity type. */
  byType: z.record(z.number().int().nonnegative()),
});
export type NotificationStats = z.output<typeof notificationStatsSchema>;
export const notificationStatsResponseSchema = z.object({ data: notificationStatsSchema });

export const notificationActivitySchema = z.object({
  /**
   * One entry per day, oldest first, days without notifications included with 0; `bySource`
   * splits the day's count by the names of `sources` (a source absent that day is left out).
   */
  activityByDay: z.array(
    z.object({
      day: z.string(),
      count: z.number().int().nonnegative(),
      bySource: z.record(z.number().int().nonnegative()),
    }),
  ),
  sources: z.array(
    z.object({ name: z.string(), count: z.number().int().nonnegative(), color: z.string() }),
  ),
});
export type NotificationActivity = z.output<typeof notificationActivitySchema>;
export const notificationActivityResponseSchema = z.object({ data: notificationActivitySchema });

export const markAllReadResponseSchema = z.object({
  data: z.object({ success: z.boolean(), updated: z.number().int().nonnegative() }),
});
export const deleteNotificationResponseSchema = z.object({
  data: z.object({ success: z.boolean(), id: z.string() }),
});
export const deleteAllNotificationsResponseSchema = z.object({
  data: z.object({ success: z.boolean(), message: z.string(), deletedCount: z.number().int() }),
});
