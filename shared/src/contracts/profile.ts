import { z } from 'zod';
import { cleanText } from './input';

export const PROFILE_TEXT_MAX = 255;
export const BIO_MAX = 500;
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
const AVATAR_PREFIX_MAX = 'data:image/jpeg;base64,'.length;
/** Longest avatar data URL accepted: 2 MB of image bytes in base64 plus the prefix (~2.8 MB). */
export const AVATAR_MAX_DATA_URL_LENGTH = AVATAR_PREFIX_MAX + Math.ceil(AVATAR_MAX_BYTES / 3) * 4;

export const AVATAR_NOT_IMAGE_MESSAGE = 'El archivo debe ser una imagen';
export const AVATAR_TOO_LARGE_MESSAGE = 'La imagen no puede superar los 2MB';

export const EMAIL_FREQUENCIES = ['daily'] as const;
export const DIGEST_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const NOTIFICATION_SETTINGS_DEFAULTS = {
  emailNotifications: true,
  notificationEmail: null,
  useCustomEmail: false,
  emailFrequency: 'daily',
  instantNotifications: false,
  digestTime: '08:00',
} as const;

export const PROFILE_DEFAULTS = { theme: 'light', language: 'es' } as const;

export const digestTimeSchema = z
  .string()
  .regex(DIGEST_TIME_PATTERN, 'digestTime must be a 24-hour time HH:MM');

/** A blank custom address means "none". */
export const notificationEmailSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  z.string().email().max(254).nullable(),
);

const notificationSettingsFields = {
  emailNotifications: z.boolean(),
  notificationEmail: notificationEmailSchema,
  useCustomEmail: z.boolean(),
  emailFrequency: z.enum(EMAIL_FREQUENCIES),
  instantNotifications: z.boolean(),
  digestTime: digestTimeSchema,
};

/** Stored and returned settings; a missing field takes its default. */
export const notificationSettingsSchema = z.object({
  emailNotifications: notificationSettingsFields.emailNotifications.default(
    NOTIFICATION_SETTINGS_DEFAULTS.emailNotifications,
  ),
  notificationEmail: notificationSettingsFields.notificationEmail.default(
    NOTIFICATION_SETTINGS_DEFAULTS.notificationEmail,
  ),
  useCustomEmail: notificationSettingsFields.useCustomEmail.default(
    NOTIFICATION_SETTINGS_DEFAULTS.useCustomEmail,
  ),
  emailFrequency: notificationSettingsFields.emailFrequency.default(
    NOTIFICATION_SETTINGS_DEFAULTS.emailFrequency,
  ),
  instantNotifications: notificationSettingsFields.instantNotifications.default(
    NOTIFICATION_SETTINGS_DEFAULTS.instantNotifications,
  ),
  digestTime: notificationSettingsFields.digestTime.default(
    NOTIFICATION_SETTINGS_DEFAULTS.digestTime,
  ),
});
export type NotificationSettings = z.output<typeof notificationSettingsSchema>;
const _defaultsAreSettings: NotificationSettings = NOTIFICATION_SETTINGS_DEFAULTS;

/** A partial change of the settings, merged into the stored ones. Unknown keys are refused. */
export const notificationSettingsUpdateSchema = z
  .object(notificationSettingsFields)
  .partial()
  .strict();
export type NotificationSettingsUpdate = z.output<typeof notificationSettingsUpdateSchema>;

function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

function startsWithBytes(base64: string, magic: readonly number[]): boolean {
  const head = atob(base64.slice(0, Math.ceil(magic.length / 3) * 4));
  return magic.every((byte, index) => head.charCodeAt(index) === byte);
}

const IMAGE_MAGIC: Record<(typeof AVATAR_MIME_TYPES)[number], readonly number[]> = {
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};
const AVATAR_DATA_URL = /^data:(image\/(?:jpeg|png));base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * `data:image/jpeg|png;base64,…` whose bytes start with the JPEG or PNG signature of the declared
 * type, at most 2 MB decoded. Checks run cheapest first so a huge string is rejected early.
 */
export const avatarSchema = z.string().superRefine((value, ctx) => {
  if (value.length > AVATAR_MAX_DATA_URL_LENGTH) {
    ctx.addIssue({
      code: z.ZodIssueCode.too_big,
      type: 'string',
      maximum: AVATAR_MAX_DATA_URL_LENGTH,
      inclusive: true,
      message: AVATAR_TOO_LARGE_MESSAGE,
    });
    return;
  }
  const match = AVATAR_DATA_URL.exec(value);
  const mime = match?.[1] as (typeof AVATAR_MIME_TYPES)[number] | undefined;
  const base64 = match?.[2] ?? '';
  if (!mime || base64.length === 0 || base64.length % 4 !== 0) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: AVATAR_NOT_IMAGE_MESSAGE });
    return;
  }
  if (base64DecodedLength(base64) > AVATAR_MAX_BYTES) {
    ctx.addIssue({
      code: z.ZodIssueCode.too_big,
      type: 'string',
      maximum: AVATAR_MAX_DATA_URL_LENGTH,
      inclusive: true,
      message: AVATAR_TOO_LARGE_MESSAGE,
    });
    return;
  }
  if (!startsWithBytes(base64, IMAGE_MAGIC[mime])) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: AVATAR_NOT_IMAGE_MESSAGE });
  }
});

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  /** The user name shown in the app (the spec's "username"). */
  name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** A data URL (base64 JPEG/PNG) or null. */
  avatar: z.string().nullable(),
  bio: z.string(),
  theme: z.string(),
  language: z.string(),
  notification_settings: notificationSettingsSchema,
  /** ISO 8601 date-time. */
  lastLogin: z.string().nullable(),
  emailVerified: z.boolean(),
  subscriptionCount: z.number().int().nonnegative(),
  notificationCount: z.number().int().nonnegative(),
  /** ISO 8601 date-time of the newest notification. */
  lastNotification: z.string().nullable(),
  /** Whether this account may turn `notification_settings.instantNotifications` on. */
  instantNotificationsAvailable: z.boolean(),
  /**
   * Whether `notification_settings.notificationEmail` was verified (its emailed link followed).
   * Until it is, notifications keep going to the account's address.
   */
  notificationEmailVerified: z.boolean(),
});
export type Profile = z.output<typeof profileSchema>;

export const profileResponseSchema = z.object({ data: z.object({ profile: profileSchema }) });

export const profileMessages = {
  noNotificationEmail: 'No hay un correo para las notificaciones que confirmar', // not from the spec
  notificationEmailAlreadyVerified: 'Este correo para las notificaciones ya está confirmado', // not from the spec
} as const;

/** `POST /api/v1/users/notification-email/verification`: the link was sent (again) to `address`. */
export const notificationEmailVerificationResponseSchema = z.object({
  data: z.object({ sent: z.literal(true), address: z.string() }),
});
export type ProfileResponse = z.output<typeof profileResponseSchema>;

/**
 * `POST /api/v1/users/sessions/revoke` (sign out everywhere): tokens from a sign-in before
 * `tokensValidAfter` (ISO 8601) are refused from now on.
 */
export const sessionsRevokeResponseSchema = z.object({
  data: z.object({ revoked: z.literal(true), tokensValidAfter: z.string().datetime() }),
});
export type SessionsRevokeResponse = z.output<typeof sessionsRevokeResponseSchema>;

/** `PATCH /api/v1/users/profile`: any of these fields; anything else (email too) is refused. */
export const profileUpdateRequestSchema = z
  .object({
    avatar: avatarSchema.nullable(),
    name: cleanText(z.string().max(PROFILE_TEXT_MAX)),
    first_name: cleanText(z.string().max(PROFILE_TEXT_MAX)),
    last_name: cleanText(z.string().max(PROFILE_TEXT_MAX)),
    bio: cleanText(z.string().max(BIO_MAX), { multiline: true }),
    notification_settings: notificationSettingsUpdateSchema,
  })
  .partial()
  .strict();
export type ProfileUpdateRequest = z.output<typeof profileUpdateRequestSchema>;

/**
 * Stored settings as the api reads them (a user's row, camelCase or snake_case keys as older rows
 * hold them); a missing or invalid field takes its default.
 */
export function normalizeNotificationSettings(raw: unknown): NotificationSettings {
  const source: Record<string, unknown> =
    typeof raw === 'object' && raw !== null && !Array.isArray(raw)
      ? (raw as Record<string, unknown>)
      : {};
  const pick = (key: string, snake: string) =>
    source[key] !== undefined ? source[key] : source[snake];
  const field = <K extends keyof typeof notificationSettingsFields>(
    key: K,
    snake: string,
  ): NotificationSettings[K] => {
    const parsed = notificationSettingsFields[key].safeParse(pick(key, snake));
    return (
      parsed.success ? parsed.data : NOTIFICATION_SETTINGS_DEFAULTS[key]
    ) as NotificationSettings[K];
  };
  return {
    emailNotifications: field('emailNotifications', 'email_notifications'),
    notificationEmail: field('notificationEmail', 'notification_email'),
    useCustomEmail: field('useCustomEmail', 'use_custom_email'),
    emailFrequency: field('emailFrequency', 'email_frequency'),
    instantNotifications: field('instantNotifications', 'instant_notifications'),
    digestTime: field('digestTime', 'digest_time'),
  };
}
