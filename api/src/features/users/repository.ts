import type { ProfileUpdateRequest, UserSyncRequest } from '@vigia/shared/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { VerifiedToken } from '../../auth/verify-token';
import type { Database } from '../../db/client';
import { preparedStatement } from '../../db/prepared';
import { users, type NewUserRow, type UserRow } from '../../db/schema';
import { notificationFiguresOf, notificationTotals, toDate } from '../notifications/repository';
import { countSubscriptions, subscriptionCountOf } from '../subscriptions/repository';
import type { ProfileActivity } from './profile';

const userStatement = preparedStatement((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('uid')))
    .limit(1)
    .prepare('user_by_id'),
);

export async function findUser(db: Database, uid: string): Promise<UserRow | undefined> {
  const rows = await userStatement(db).execute({ uid });
  return rows[0];
}

const tokensValidAfterStatement = preparedStatement((db) =>
  db
    .select({ tokensValidAfter: users.tokensValidAfter })
    .from(users)
    .where(eq(users.id, sql.placeholder('uid')))
    .limit(1)
    .prepare('user_tokens_valid_after'),
);

export async function getTokensValidAfter(db: Database, uid: string): Promise<Date | null> {
  const rows = await tokensValidAfterStatement(db).execute({ uid });
  return rows[0]?.tokensValidAfter ?? null;
}

export async function setTokensValidAfter(db: Database, uid: string, time: Date): Promise<void> {
  await db
    .update(users)
    .set({ tokensValidAfter: time, updatedAt: new Date() })
    .where(eq(users.id, uid));
}

/** Whether the stored address (or its verification) is older than the token's. */
export function staleFor(row: UserRow, token: VerifiedToken): boolean {
  return (
    token.email !== null && (row.email !== token.email || row.emailVerified !== token.emailVerified)
  );
}

/** The token's user, created from its claims when sync was never called. */
export async function ensureUser(db: Database, token: VerifiedToken): Promise<UserRow> {
  const existing = await findUser(db, token.uid);
  if (existing) {
    if (!staleFor(existing, token)) return existing;
    const [refreshed] = await db
      .update(users)
      .set({ email: token.email ?? '', emailVerified: token.emailVerified, updatedAt: new Date() })
      .where(eq(users.id, token.uid))
      .returning();
    return refreshed ?? existing;
  }
  const [created] = await db
    .insert(users)
    .values({
      id: token.uid,
      email: token.email ?? '',
      name: token.name ?? '',
      emailVerified: token.emailVerified,
      photoUrl: token.picture,
    })
    .onConflictDoNothing({ target: users.id })
    .returning();
  if (created) return created;
  const raced = await findUser(db, token.uid);
  if (!raced) throw new Error(`User ${token.uid} vanished while being created`);
  return raced;
}

/**
 * Creates or updates the user after sign-in. The address is the token's (the route refuses any
 * other); the name comes from displayName only while the user has none, so a name edited in
 * settings is not overwritten at the next sign-in.
 */
export async function syncUser(
  db: Database,
  token: VerifiedToken,
  body: UserSyncRequest,
): Promise<UserRow> {
  const now = new Date();
  const values: NewUserRow = {
    id: token.uid,
    email: token.email ?? '',
    name: body.displayName ?? token.name ?? '',
    emailVerified: token.emailVerified,
    photoUrl: body.photoURL === undefined ? token.picture : body.photoURL,
    lastLogin: now,
  };
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoUpdate({
      target: users.id,
      set: {
        email: sql`excluded.email`,
        name: sql`CASE WHEN ${users.name} = '' THEN excluded.name ELSE ${users.name} END`,
        emailVerified: sql`excluded.email_verified`,
        ...(body.photoURL === undefined ? {} : { photoUrl: sql`excluded.photo_url` }),
        lastLogin: now,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error(`Upsert of user ${token.uid} returned no row`);
  return row;
}

/**
 * Applies a validated change in one statement; the notification settings are merged, not replaced.
 * Turning email notifications back on raises the email-link version: the unsubscribe links of
 * the emails sent before stop working.
 */
export async function updateProfile(
  db: Database,
  uid: string,
  change: ProfileUpdateRequest,
): Promise<UserRow | undefined> {
  const settings = change.notificationSettings;
  const [row] = await db
    .update(users)
    .set({
      ...(change.avatar === undefined ? {} : { avatar: change.avatar }),
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.firstName === undefined ? {} : { firstName: change.firstName }),
      ...(change.lastName === undefined ? {} : { lastName: change.lastName }),
      ...(change.bio === undefined ? {} : { bio: change.bio }),
      ...(settings === undefined
        ? {}
        : {
            notificationSettings: sql`${users.notificationSettings} || ${JSON.stringify(settings)}::jsonb`,
          }),
      ...(settings?.emailNotifications === true
        ? {
            emailLinkVersion: sql`case when (${users.notificationSettings} ->> 'emailNotifications') = 'false' then ${users.emailLinkVersion} + 1 else ${users.emailLinkVersion} end`,
          }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, uid))
    .returning();
  return row;
}

/**
 * Records `address` as the user's verified custom notification address, if it is still the one
 * in their settings (the link may be older than a change). Answers whether it was recorded.
 */
export async function markNotificationEmailVerified(
  db: Database,
  uid: string,
  address: string,
): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ verifiedNotificationEmail: address, updatedAt: new Date() })
    .where(
      and(
        eq(users.id, uid),
        sql`lower(${users.notificationSettings} ->> 'notificationEmail') = lower(${address})`,
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function userActivity(db: Database, uid: string): Promise<ProfileActivity> {
  const [subscriptionCount, notificationFigures] = await Promise.all([
    countSubscriptions(db, uid),
    notificationTotals(db, uid),
  ]);
  return { subscriptionCount, ...notificationFigures };
}

const profileStatement = preparedStatement((db) => {
  const uid = sql.placeholder('uid');
  return db
    .select({
      row: users,
      subscriptionCount: subscriptionCountOf(uid),
      ...notificationFiguresOf(uid),
    })
    .from(users)
    .where(eq(users.id, uid))
    .prepare('user_profile');
});

/** The user's row with the counts their profile shows, in one statement; undefined when none. */
export async function findProfile(
  db: Database,
  uid: string,
): Promise<{ row: UserRow; activity: ProfileActivity } | undefined> {
  const [found] = await profileStatement(db).execute({ uid });
  if (!found) return undefined;
  const { row, subscriptionCount, notificationCount, lastNotification } = found;
  return {
    row,
    activity: { subscriptionCount, notificationCount, lastNotification: toDate(lastNotification) },
  };
}
