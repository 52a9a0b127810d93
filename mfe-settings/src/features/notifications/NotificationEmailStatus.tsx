import { Button, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { errorText } from '@vigia/shared/api';
import { settingsMessages } from '../../i18n/settings';
import { toaster } from '@vigia/shared/ui';
import { resendNotificationEmailVerification } from '../../api/notification-email';

const t = settingsMessages.notifications;

export interface NotificationEmailStatusProps {
  /** The address as typed (unsaved edits included). */
  draft: string | null;
  /** The address as stored, and whether its emailed link was followed. */
  saved: string | null;
  verified: boolean;
  /** The account's own address, where notifications go meanwhile. */
  accountEmail: string;
}

function same(a: string | null, b: string | null): boolean {
  return (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
}

/** Under the custom address: confirmed, waiting for its link (with a resend), or to be sent. */
export function NotificationEmailStatus({
  draft,
  saved,
  verified,
  accountEmail,
}: NotificationEmailStatusProps) {
  const [sending, setSending] = useState(false);
  if (!draft?.trim()) return null;
  if (!same(draft, saved)) {
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="notification-email-status">
        {t.notificationEmailOnSave}
      </Text>
    );
  }
  if (verified) {
    return (
      <Text fontSize="sm" color="green.fg" data-testid="notification-email-status">
        {t.notificationEmailVerified}
      </Text>
    );
  }
  const resend = async () => {
    setSending(true);
    try {
      const address = await resendNotificationEmailVerification();
      toaster.create({ type: 'success', title: t.verificationResent(address) });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t.verificationResendFailed,
        description: errorText(error, t.verificationResendFailed),
      });
    } finally {
      setSending(false);
    }
  };
  return (
    <HStack gap="3" align="flex-start" data-testid="notification-email-status">
      <Text fontSize="sm" color="orange.fg">
        {t.notificationEmailPending(saved ?? '', accountEmail)}
      </Text>
      <Button
        size="xs"
        variant="outline"
        flexShrink={0}
        loading={sending}
        loadingText={t.resendingVerification}
        onClick={() => void resend()}
      >
        {t.resendVerification}
      </Button>
    </HStack>
  );
}
