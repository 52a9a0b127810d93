import { formatDateTime } from '@vigia/shared/ui';
import { notificationsMessages } from '../../i18n/notifications';

/** A notification's date and time as every screen writes them; 'Unknown date' when missing (spec §2). */
export function notificationDate(value: string | null | undefined): string {
  return formatDateTime(value) ?? notificationsMessages.days.unknown;
}
