import {
  AVATAR_MAX_BYTES,
  BIO_MAX,
  DIGEST_TIME_PATTERN,
  formResult,
  type FormValidation,
  notificationEmailSchema,
  PROFILE_TEXT_MAX,
  type NotificationSettings,
} from '@vigia/shared/contracts';

import { settingsMessages } from '../i18n/settings';

const MIN_NEW_PASSWORD_LENGTH = 8;
/** Spec §5, §9: the avatar is stored at most this many pixels on its longest side. */
export const AVATAR_MAX_SIDE = 500;
/** Spec §5, §9: JPEG quality of the stored avatar. */
export const AVATAR_JPEG_QUALITY = 0.7;

export interface ProfileFields {
  name: string;
  firstName: string;
  lastName: string;
  bio: string;
}

/** Profile (spec §5): names at most 255 characters, bio at most 500. */
export function validateProfileFields(input: ProfileFields): FormValidation<ProfileFields> {
  const errors: Partial<Record<keyof ProfileFields, string>> = {};
  for (const field of ['name', 'firstName', 'lastName'] as const) {
    if (input[field].length > PROFILE_TEXT_MAX) {
      errors[field] = settingsMessages.profile.tooLong(PROFILE_TEXT_MAX);
    }
  }
  if (input.bio.length > BIO_MAX) errors.bio = settingsMessages.profile.tooLong(BIO_MAX);
  return formResult(input, errors);
}

export type EmailSettingsFields = Pick<
  NotificationSettings,
  'useCustomEmail' | 'notificationEmail' | 'digestTime'
>;

/** A custom address is required and valid while it is in use; the digest time is HH:MM 24 h. */
export function validateEmailSettings(
  input: EmailSettingsFields,
): FormValidation<EmailSettingsFields> {
  const t = settingsMessages.notifications;
  const errors: Partial<Record<keyof EmailSettingsFields, string>> = {};
  let value = input;
  // A custom address is checked only while it is in use; otherwise it is kept as it is.
  if (input.useCustomEmail) {
    const email = notificationEmailSchema.safeParse(input.notificationEmail);
    if (!email.success) errors.notificationEmail = t.notificationEmailInvalid;
    else if (email.data === null) errors.notificationEmail = t.notificationEmailRequired;
    else value = { ...input, notificationEmail: email.data };
  }
  if (!DIGEST_TIME_PATTERN.test(input.digestTime)) errors.digestTime = t.digestTimeInvalid;
  return formResult(value, errors);
}

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Password change (spec §5): the current one, a new one of 8 or more, and a matching copy. */
export function validatePasswordChange(
  input: PasswordChangeInput,
): FormValidation<PasswordChangeInput> {
  const t = settingsMessages.security;
  const errors: Partial<Record<keyof PasswordChangeInput, string>> = {};
  if (!input.currentPassword) errors.currentPassword = t.currentRequired;
  if (!input.newPassword) errors.newPassword = t.newRequired;
  else if (input.newPassword.length < MIN_NEW_PASSWORD_LENGTH) errors.newPassword = t.tooShort;
  if (input.newPassword && input.confirmPassword !== input.newPassword) {
    errors.confirmPassword = t.mismatch;
  }
  return formResult(input, errors);
}

/** The message for a chosen avatar file that cannot be used, or null (spec §5). */
export function avatarFileError(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return settingsMessages.profile.avatarNotImage;
  if (file.size > AVATAR_MAX_BYTES) return settingsMessages.profile.avatarTooLarge;
  return null;
}

/** The avatar's stored size: the longest side at most 500 px, the aspect kept, never enlarged. */
export function avatarTargetSize(
  width: number,
  height: number,
  maxSide: number = AVATAR_MAX_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
