import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { NotificationSettings } from '@vigia/shared/contracts';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  /** The Firebase uid. */
  id: text('id').primaryKey(),
  email: text('email').notNull().default(''),
  name: text('name').notNull().default(''),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  avatar: text('avatar'),
  bio: text('bio').notNull().default(''),
  theme: text('theme').notNull().default('light'),
  language: text('language').notNull().default('es'),
  notificationSettings: jsonb('notification_settings')
    .$type<NotificationSettings>()
    .notNull()
    .default(
      sql`'{"emailNotifications":true,"notificationEmail":null,"useCustomEmail":false,"emailFrequency":"daily","instantNotifications":false,"digestTime":"08:00"}'::jsonb`,
    ),
  emailVerified: boolean('email_verified').notNull().default(false),
  photoUrl: text('photo_url'),
  lastLogin: timestamptz('last_login'),
  /** Tokens whose sign-in (auth_time) is older are refused with TOKEN_EXPIRED (sign out everywhere). */
  tokensValidAfter: timestamptz('tokens_valid_after'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const schema = { users };
