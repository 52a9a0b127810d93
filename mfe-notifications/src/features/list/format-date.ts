import { notificationsMessages } from '../../i18n/notifications';

/** A date and time in the browser's locale; 'Unknown date' when missing (spec §2). */
export function formatDateTime(value: string | null | undefined, locale?: string): string {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return notificationsMessages.days.unknown;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
