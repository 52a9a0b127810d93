import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
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
  /** Signed into email links; raised when email notifications are turned back on (old links die). */
  emailLinkVersion: integer('email_link_version').notNull().default(0),
  /** The custom notification address whose verification link was followed, as it was then. */
  verifiedNotificationEmail: text('verified_notification_email'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

export const subscriptionTypes = pgTable('subscription_types', {
  /** 'boe', 'doga', … */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  displayName: text('display_name'),
  description: text('description').notNull().default(''),
  icon: text('icon'),
  logoUrl: text('logo_url'),
  isSystem: boolean('is_system').notNull().default(false),
  metadata: jsonb('metadata')
    .$type<{ default_prompts: string[] } & Record<string, unknown>>()
    .notNull()
    .default(sql`'{"default_prompts":[]}'::jsonb`),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export type SubscriptionTypeRow = typeof subscriptionTypes.$inferSelect;

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: text('type_id')
      .notNull()
      .references(() => subscriptionTypes.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    prompts: jsonb('prompts').$type<string[]>().notNull(),
    frequency: text('frequency').notNull().default('daily'),
    active: boolean('active').notNull().default(true),
    notificationMethod: text('notification_method').notNull().default('Email'),
    filters: jsonb('filters').$type<Record<string, unknown>>(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    notificationCount: integer('notification_count').notNull().default(0),
    lastNotificationAt: timestamptz('last_notification_at'),
    lastProcessedAt: timestamptz('last_processed_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('subscriptions_user_created_idx').on(table.userId, table.createdAt)],
);

export type SubscriptionRow = typeof subscriptions.$inferSelect;

const tsquery = customType<{ data: string }>({ dataType: () => 'tsquery' });

/**
 * Each prompt of a subscription, kept equal to `subscriptions.prompts` by a trigger on that table
 * (migration subscription_prompts): it is never written directly.
 */
export const subscriptionPrompts = pgTable(
  'subscription_prompts',
  {
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    /** Index in `subscriptions.prompts`, from 0. */
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.subscriptionId, table.position] }),
    index('subscription_prompts_prompt_idx').on(table.prompt),
  ],
);

/**
 * Every prompt in use, compiled once for smart matching (`compilePrompt`) with the thesaurus of
 * `thesaurusVersion`; matching compiles those missing or made with another version first. Its
 * terms are scored apart (`compiledTerms`): prompts share them.
 */
export const compiledPrompts = pgTable('compiled_prompts', {
  prompt: text('prompt').primaryKey(),
  thesaurusVersion: text('thesaurus_version').notNull(),
  /**
   * Lexemes of which every item the prompt matches holds one; empty when it asks for nothing.
   * (Its whole tsquery is not kept: a tsquery is never stored out of line, and an expanded
   * prompt's can outgrow a row. Arrays of them can.)
   */
  anchors: text('anchors').array().notNull(),
  /**
   * Its terms (concepts) in order, as parallel arrays: the key of the term in `compiled_terms`,
   * and the AND-group it belongs to. A group scores its best term, the item its weakest group.
   */
  termKeys: text('term_keys').array().notNull(),
  termGroups: smallint('term_groups').array().notNull(),
  /** Per AND-group: a name (place, body) that must be found, not a topic that counts its share. */
  groupNames: boolean('group_names').array().notNull(),
  /** Per excluded term (-word), the tsquery of the items it is found in. */
  exclusions: tsquery('exclusions').array().notNull(),
  /** What a personnel item's score is multiplied by: 1 unless the prompt is about a topic. */
  personnelFactor: real('personnel_factor').notNull(),
  /** The label of each term, as the user wrote it, for 'Coincide con'. */
  conceptLabels: text('concept_labels').array().notNull(),
  /** The words the notifications' snippets mark (`conceptWords`). */
  headlineWords: text('headline_words').array().notNull(),
});

/**
 * The terms of the compiled prompts, each once however many prompts share it, keyed by what they
 * compile to. An item's score for a term (`vigia_term_score`) is the weight of its first signal
 * found in it, the strongest first.
 */
export const compiledTerms = pgTable('compiled_terms', {
  key: text('key').primaryKey(),
  signalQueries: tsquery('signal_queries').array().notNull(),
  signalWeights: real('signal_weights').array().notNull(),
  /** Lexemes of which every item a signal matches holds one. */
  anchors: text('anchors').array().notNull(),
  /**
   * The words the user typed for it, each as the lexemes of its forms joined by spaces: how
   * informative the term is comes from how few publications hold them (`lexemeDocuments`).
   */
  weightWords: text('weight_words').array().notNull(),
});

/**
 * Per lexeme of the search column, the publications that hold it; the empty lexeme counts every
 * publication. Kept by triggers on `publications` (migration 0014).
 */
export const lexemeDocuments = pgTable('lexeme_documents', {
  lexeme: text('lexeme').primaryKey(),
  documents: integer('documents').notNull(),
});

/**
 * The publications each distinct prompt of a matching run scores enough on, and why, worked out
 * once per run whatever the number of subscriptions sharing the prompt, then read by every chunk
 * of subscriptions; removed when the run ends (unlogged: a crash loses nothing worth keeping).
 */
export const matchScores = pgTable(
  'match_scores',
  {
    runId: uuid('run_id').notNull(),
    typeId: text('type_id').notNull(),
    prompt: text('prompt').notNull(),
    publicationId: uuid('publication_id').notNull(),
    score: real('score').notNull(),
    /** Why it matched: the concepts found, the title with their words marked, the thesaurus. */
    concepts: text('concepts').array().notNull(),
    snippet: text('snippet'),
    thesaurusVersion: text('thesaurus_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('match_scores_run_prompt_idx').on(table.runId, table.typeId, table.prompt)],
);

export const PROCESSING_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;

export const subscriptionProcessing = pgTable(
  'subscription_processing',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    userId: text('user_id').notNull(),
    status: text('status', { enum: PROCESSING_STATUSES }).notNull().default('pending'),
    error: text('error'),
    startedAt: timestamptz('started_at'),
    finishedAt: timestamptz('finished_at'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('subscription_processing_subscription_idx').on(table.subscriptionId, table.createdAt),
  ],
);

export type ProcessingRow = typeof subscriptionProcessing.$inferSelect;

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept when the subscription is deleted: the notification still happened. */
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, {
      onDelete: 'set null',
    }),
    /** The subscription's name when the notification was made (it may be renamed or deleted). */
    subscriptionName: text('subscription_name'),
    /** The publication that matched; one notification per (subscription, publication), ever. */
    publicationId: uuid('publication_id').references(() => publications.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull().default('Untitled Notification'),
    content: text('content').notNull().default(''),
    read: boolean('read').notNull().default(false),
    readAt: timestamptz('read_at'),
    sourceUrl: text('source_url'),
    /** 'boe', 'doga', … */
    source: text('source'),
    entityType: text('entity_type').notNull().default('notification:generic'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    /**
     * A user's notifications in the order lists show them (newest first: read backwards), so a
     * page is read off the index, and so are a time window's counts. Migration 0017 also
     * INCLUDEs `source` (Drizzle cannot say it), so the activity chart reads the index alone.
     */
    index('notifications_user_created_idx').on(table.userId, table.createdAt, table.id),
    /** The subscription's notifications: its count and last one, and unlinking it when deleted. */
    index('notifications_subscription_created_idx').on(table.subscriptionId, table.createdAt),
    /** The unread ones, in the same order (the list's unread filter). */
    index('notifications_user_unread_idx')
      .on(table.userId, table.createdAt, table.id)
      .where(sql`not ${table.read}`),
    uniqueIndex('notifications_subscription_publication_idx')
      .on(table.subscriptionId, table.publicationId)
      .where(sql`${table.publicationId} is not null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

/**
 * Per user and entity type, how many notifications there are and how many of them are unread,
 * kept by statement triggers on `notifications` (migration 0017) whatever writes them, so that
 * totals, unread counts and counts per type are read instead of counted on every request.
 */
export const notificationCounts = pgTable(
  'notification_counts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entityType: text('entity_type').notNull(),
    total: integer('total').notNull(),
    unread: integer('unread').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.entityType] })],
);

/**
 * Per user, UTC hour and source (`''` for none), how many notifications were made in that hour,
 * kept by statement triggers on `notifications` (migration 0018). The activity chart's days, in
 * any time zone, sum the hours wholly inside them and count only the hours a midnight cuts from
 * the notifications themselves.
 */
export const notificationHours = pgTable(
  'notification_hours',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hour: timestamptz('hour').notNull(),
    source: text('source').notNull(),
    total: integer('total').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.hour, table.source] })],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Every document of a bulletin, stored once per (source, externalId). */
export const publications = pgTable(
  'publications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'boe' or 'doga'. */
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    title: text('title').notNull(),
    section: text('section').notNull().default(''),
    department: text('department').notNull().default(''),
    epigraph: text('epigraph'),
    issue: text('issue').notNull().default(''),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    urlHtml: text('url_html').notNull(),
    urlPdf: text('url_pdf'),
    /**
     * Spanish full text, accent-insensitive, every word stemmed both ways and exact ('='): title's
     * running text (A), epigraph (B), title's name words (C), section, department, territory (D);
     * the section's words also marked '§' (migration 0009).
     */
    search: tsvector('search')
      .notNull()
      .generatedAlwaysAs(sql`vigia_search_vector(source, title, epigraph, section, department)`),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('publications_source_external_id_idx').on(table.source, table.externalId),
    index('publications_source_day_idx').on(table.source, table.publishedOn),
    // Without autovacuum (PGlite) a pending list of new entries would never be merged, and every
    // search would read it whole.
    index('publications_search_idx').using('gin', table.search).with({ fastupdate: false }),
  ],
);

export type PublicationRow = typeof publications.$inferSelect;

export const BULLETIN_DAY_STATUSES = ['found', 'none', 'missed'] as const;

/**
 * What the watcher knows of a source's day: its bulletin was stored ('found'), there was none
 * ('none': a holiday), or it can no longer be fetched ('missed': DOGA's feed only holds its
 * latest issue). A settled day is not looked for again.
 */
export const bulletinDays = pgTable(
  'bulletin_days',
  {
    source: text('source').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: BULLETIN_DAY_STATUSES }).notNull(),
    publications: integer('publications').notNull().default(0),
    checkedAt: timestamptz('checked_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.source, table.day] })],
);

/** 'verification': the link that proves a custom notification address (no notifications). */
export const EMAIL_KINDS = ['immediate', 'digest', 'verification'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/**
 * 'pending' waits for its turn (next_attempt_at); 'sending' is claimed by a worker; 'sent' was
 * accepted by the SMTP server; 'failed' gave up; 'skipped' was never meant to be sent (email
 * notifications off, no address) and only records that its notifications were dealt with.
 */
export const EMAIL_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** Every email Vigía means to send, composed in full before it is sent (the outbox). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    /** At most one email per key: a user's digest of one day is `digest:<uid>:<YYYY-MM-DD>`. */
    dedupeKey: text('dedupe_key'),
    toAddress: text('to_address'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: EMAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    claimedBy: text('claimed_by'),
    claimedAt: timestamptz('claimed_at'),
    lastError: text('last_error'),
    sentAt: timestamptz('sent_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('email_outbox_dedupe_key_idx').on(table.dedupeKey),
    index('email_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('email_outbox_user_idx').on(table.userId, table.createdAt),
  ],
);

export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxRow = typeof emailOutbox.$inferInsert;

/** Which notifications an email carries: each notification goes out once per kind, ever. */
export const emailOutboxItems = pgTable(
  'email_outbox_items',
  {
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: EMAIL_KINDS }).notNull(),
    outboxId: uuid('outbox_id')
      .notNull()
      .references(() => emailOutbox.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.notificationId, table.kind] }),
    index('email_outbox_items_outbox_idx').on(table.outboxId),
  ],
);

export const schema = {
  users,
  subscriptionTypes,
  subscriptions,
  subscriptionPrompts,
  compiledPrompts,
  compiledTerms,
  lexemeDocuments,
  matchScores,
  subscriptionProcessing,
  notifications,
  notificationCounts,
  notificationHours,
  publications,
  bulletinDays,
  emailOutbox,
  emailOutboxItems,
};
