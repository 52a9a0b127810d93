import {
  normalizeNotificationSettings,
  webUrlOrNull,
  type NotificationSettings,
} from '@vigia/shared/contracts';
import { and, eq, gte, inArray, isNotNull, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { EmailConfig } from '../../config';
import type { Database } from '../../db/client';
import {
  emailOutbox,
  emailOutboxItems,
  notifications,
  subscriptions,
  users,
  type EmailKind,
  type NewEmailOutboxRow,
} from '../../db/schema';
import { madridClock } from '../publications/calendar';
import { onInstantNotificationsAllowlist } from '../users/profile';
import {
  renderDigestEmail,
  renderImmediateEmail,
  type EmailGroup,
  type EmailItem,
  type EmailLinks,
  type RenderedEmail,
} from './render-email';
import { emailLinkSecret } from './link-secret';
import { notificationAddress } from './recipient';
import { unsubscribeUrl } from './unsubscribe-link';

export interface ComposeContext {
  email: EmailConfig;
  /** Lower-cased emails allowed to use instantNotifications (decision 13). */
  instantAllowlist: readonly string[];
}

/** A match is emailed at once only this soon after it was made; later, the digest has it. */
export const IMMEDIATE_WINDOW_MS = 60 * 60_000;
/** A digest gathers the matches of at most this many past days (after downtime, say). */
export const DIGEST_LOOKBACK_DAYS = 7;
const USERS_PER_BATCH = 200;
const DAY_MS = 24 * 60 * 60_000;

interface Candidate {
  notificationId: string;
  userId: string;
  subscriptionId: string | null;
  subscriptionName: string | null;
  title: string;
  sourceUrl: string | null;
  source: string | null;
  metadata: Record<string, unknown>;
  email: string;
  name: string;
  firstName: string;
  settings: NotificationSettings;
  verifiedNotificationEmail: string | null;
  emailLinkVersion: number;
  /** null when the subscription was deleted. */
  frequency: string | null;
}

const candidateColumns = {
  notificationId: notifications.id,
  userId: notifications.userId,
  subscriptionId: notifications.subscriptionId,
  subscriptionName: notifications.subscriptionName,
  title: notifications.title,
  sourceUrl: notifications.sourceUrl,
  source: notifications.source,
  metadata: notifications.metadata,
  email: users.email,
  name: users.name,
  firstName: users.firstName,
  settings: users.notificationSettings,
  verifiedNotificationEmail: users.verifiedNotificationEmail,
  emailLinkVersion: users.emailLinkVersion,
  frequency: subscriptions.frequency,
};

function notYetEmailed(kind: EmailKind): SQL {
  return notExists(
    sql`(select 1 from ${emailOutboxItems} where ${emailOutboxItems.notificationId} = ${notifications.id} and ${emailOutboxItems.kind} = ${kind})`,
  );
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function toItem(candidate: Candidate): EmailItem {
  const { metadata } = candidate;
  return {
    title: candidate.title,
    url: webUrlOrNull(candidate.sourceUrl) ?? webUrlOrNull(metadata.url),
    source: candidate.source ?? '',
    department: text(metadata.department) ?? '',
    publishedOn: text(metadata.published_on),
    snippet: text(metadata.snippet),
  };
}

function groupBySubscription(candidates: Candidate[]): EmailGroup[] {
  const groups = new Map<string, EmailGroup>();
  for (const candidate of candidates) {
    const name = candidate.subscriptionName ?? 'Suscripción eliminada';
    const key = candidate.subscriptionId ?? `deleted:${name}`;
    const group = groups.get(key) ?? { subscriptionName: name, items: [] };
    group.items.push(toItem(candidate));
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) =>
    a.subscriptionName.localeCompare(b.subscriptionName, 'es'),
  );
}

function linksFor(context: ComposeContext, user: Candidate, now: Date): EmailLinks {
  const { appUrl, apiUrl } = context.email;
  const binding = {
    uid: user.userId,
    address: notificationAddress(user) ?? '',
    version: user.emailLinkVersion,
  };
  return {
    notifications: `${appUrl}/notifications`,
    settings: `${appUrl}/settings`,
    unsubscribe: unsubscribeUrl(apiUrl, emailLinkSecret(context.email), binding, now),
  };
}

/** Where a user's email goes (a custom address only once verified), or why it does not go. */
function recipient(user: Candidate): { to: string } | { skip: string } {
  if (!user.settings.emailNotifications) return { skip: 'Notificaciones por email desactivadas' };
  const to = notificationAddress(user);
  return to ? { to } : { skip: 'La cuenta no tiene dirección de correo' };
}

function outboxRow(
  user: Candidate,
  kind: EmailKind,
  rendered: RenderedEmail,
  links: EmailLinks,
  dedupeKey: string | null,
  now: Date,
): NewEmailOutboxRow {
  const destination = recipient(user);
  return {
    userId: user.userId,
    kind,
    dedupeKey,
    nextAttemptAt: now,
    ...rendered,
    headers: {
      'List-Unsubscribe': `<${links.unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    ...('to' in destination
      ? { toAddress: destination.to, status: 'pending' as const }
      : { toAddress: null, status: 'skipped' as const, lastError: destination.skip }),
  };
}

interface Composed {
  row: NewEmailOutboxRow;
  notificationIds: string[];
}

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Stores the emails and which notifications each carries, all or nothing. When another worker
 * composed some of the same notifications meanwhile, nothing is stored (the next tick sees what
 * is left) and 0 is returned.
 */
async function storeComposed(db: Database, kind: EmailKind, composed: Composed[]): Promise<number> {
  if (composed.length === 0) return 0;
  try {
    return await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(emailOutbox)
        .values(composed.map(({ row }) => row))
        .onConflictDoNothing({ target: emailOutbox.dedupeKey })
        .returning({ id: emailOutbox.id, dedupeKey: emailOutbox.dedupeKey });
      // Rows without a key are all inserted, in order; a keyed row may have been composed already.
      const byKey = new Map(inserted.map((row) => [row.dedupeKey, row.id]));
      const items = composed.flatMap(({ row, notificationIds }, index) => {
        const outboxId = row.dedupeKey ? byKey.get(row.dedupeKey) : inserted[index]?.id;
        return outboxId
          ? notificationIds.map((notificationId) => ({ notificationId, kind, outboxId }))
          : [];
      });
      for (let start = 0; start < items.length; start += 5_000) {
        await tx.insert(emailOutboxItems).values(items.slice(start, start + 5_000));
      }
      return inserted.length;
    });
  } catch (error) {
    if (isUniqueViolation(error)) return 0;
    throw error;
  }
}

function withSettings(
  candidates: (Omit<Candidate, 'settings'> & { settings: unknown })[],
): Candidate[] {
  return candidates.map((candidate) => ({
    ...candidate,
    settings: normalizeNotificationSettings(candidate.settings),
  }));
}

function recipientName(user: Candidate): string {
  return user.firstName || user.name || user.email.split('@')[0] || '';
}

/**
 * Composes one email per subscription for the matches of immediate subscriptions (and, for
 * accounts allowed instantNotifications that turned it on, of daily ones too) not emailed yet.
 * Returns how many emails were queued or recorded as skipped.
 */
export async function queueImmediateEmails(
  db: Database,
  context: ComposeContext,
  now = new Date(),
): Promise<number> {
  const rows = await db
    .select(candidateColumns)
    .from(notifications)
    .innerJoin(subscriptions, eq(subscriptions.id, notifications.subscriptionId))
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        isNotNull(notifications.publicationId),
        gte(notifications.createdAt, new Date(now.getTime() - IMMEDIATE_WINDOW_MS)),
        notYetEmailed('immediate'),
        or(
          eq(subscriptions.frequency, 'immediate'),
          sql`(${users.notificationSettings} ->> 'instantNotifications') = 'true'`,
        ),
      ),
    )
    .orderBy(notifications.subscriptionId, notifications.createdAt);

  const bySubscription = new Map<string, Candidate[]>();
  for (const candidate of withSettings(rows)) {
    const instant =
      candidate.settings.instantNotifications &&
      onInstantNotificationsAllowlist(context.instantAllowlist, candidate.email);
    if (candidate.frequency !== 'immediate' && !instant) continue;
    const key = candidate.subscriptionId ?? '';
    bySubscription.set(key, [...(bySubscription.get(key) ?? []), candidate]);
  }
  const composed = [...bySubscription.values()].flatMap((group) => {
    const [first] = group;
    const [emailGroup] = groupBySubscription(group);
    if (!first || !emailGroup) return [];
    const links = linksFor(context, first, now);
    const rendered = renderImmediateEmail(recipientName(first), emailGroup, links);
    return [
      {
        row: outboxRow(first, 'immediate', rendered, links, null, now),
        notificationIds: group.map((candidate) => candidate.notificationId),
      },
    ];
  });
  return storeComposed(db, 'immediate', composed);
}

function digestKey(userId: string, day: string): string {
  return `digest:${userId}:${day}`;
}

/**
 * Composes the daily digests due at `now`: for each user whose digestTime (Europe/Madrid) has
 * come today and who has had no digest today, one email with the matches of their daily
 * subscriptions not in a digest yet, grouped by subscription. Returns how many were composed.
 */
export async function queueDueDigests(
  db: Database,
  context: ComposeContext,
  now = new Date(),
): Promise<number> {
  const { day, minute } = madridClock(now);
  const clock = `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  const conditions = and(
    isNotNull(notifications.publicationId),
    gte(notifications.createdAt, new Date(now.getTime() - DIGEST_LOOKBACK_DAYS * DAY_MS)),
    notYetEmailed('digest'),
    sql`${subscriptions.frequency} is distinct from 'immediate'`,
    sql`coalesce(${users.notificationSettings} ->> 'digestTime', '08:00') <= ${clock}`,
    notExists(
      sql`(select 1 from ${emailOutbox} where ${emailOutbox.dedupeKey} = 'digest:' || ${users.id} || ':' || ${day})`,
    ),
  );

  let composedTotal = 0;
  for (;;) {
    const due = await db
      .selectDistinct({ userId: notifications.userId })
      .from(notifications)
      .leftJoin(subscriptions, eq(subscriptions.id, notifications.subscriptionId))
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(conditions)
      .orderBy(notifications.userId)
      .limit(USERS_PER_BATCH);
    if (due.length === 0) return composedTotal;

    const rows = await db
      .select(candidateColumns)
      .from(notifications)
      .leftJoin(subscriptions, eq(subscriptions.id, notifications.subscriptionId))
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(
        and(
          conditions,
          inArray(
            notifications.userId,
            due.map((row) => row.userId),
          ),
        ),
      )
      .orderBy(notifications.userId, notifications.createdAt);

    const byUser = new Map<string, Candidate[]>();
    for (const candidate of withSettings(rows)) {
      byUser.set(candidate.userId, [...(byUser.get(candidate.userId) ?? []), candidate]);
    }
    const composed = [...byUser.values()].flatMap((group) => {
      const [first] = group;
      if (!first) return [];
      const links = linksFor(context, first, now);
      const rendered = renderDigestEmail(
        recipientName(first),
        day,
        groupBySubscription(group),
        links,
      );
      return [
        {
          row: outboxRow(first, 'digest', rendered, links, digestKey(first.userId, day), now),
          notificationIds: group.map((candidate) => candidate.notificationId),
        },
      ];
    });
    const stored = await storeComposed(db, 'digest', composed);
    composedTotal += stored;
    // A batch composed elsewhere meanwhile adds nothing here and is not looked at again.
    if (stored === 0 && composed.length > 0) return composedTotal;
  }
}
