import { Box, Button, CloseButton, Dialog, Link, Portal, Stack, Text } from '@chakra-ui/react';
import { webUrlOrNull, type Notification } from '@vigia/shared/contracts';
import { HighlightedText } from '@vigia/shared/ui';
import { notificationDate } from './format-date';
import { matchExplanation, notificationTitle } from '../../domain/notification-display';
import { notificationsMessages } from '../../i18n/notifications';

const t = notificationsMessages.detail;

/** The source link: `sourceUrl`, or a url in the metadata (spec §3); only a web link. */
export function sourceUrlOf(notification: Notification): string | null {
  return webUrlOrNull(notification.sourceUrl) ?? webUrlOrNull(notification.metadata.url);
}

/** 'Coincide con: …' and the publication's words that matched, when the engine said. */
function WhyItMatched({ notification }: { notification: Notification }) {
  const why = matchExplanation(notification.metadata);
  if (!why) return null;
  return (
    <Box
      data-testid="match-explanation"
      borderLeftWidth="3px"
      borderColor="brand.solid"
      ps="3"
      py="1"
      fontSize="sm"
    >
      <Text>
        <Text as="span" fontWeight="semibold">
          {t.matchedWith}
        </Text>{' '}
        {t.matchedTerms(why.terms)}
      </Text>
      {why.snippet ? (
        <Text color="fg.muted">
          <HighlightedText snippet={why.snippet} />
        </Text>
      ) : null}
    </Box>
  );
}

export interface NotificationDetailDialogProps {
  notification: Notification | null;
  onClose: () => void;
  onRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

export function NotificationDetailDialog({
  notification,
  onClose,
  onRead,
  onDelete,
}: NotificationDetailDialogProps) {
  const source = notification ? sourceUrlOf(notification) : null;
  return (
    <Dialog.Root
      open={notification !== null}
      onOpenChange={(details) => (details.open ? undefined : onClose())}
      size="lg"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {notification ? (
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{notificationTitle(notification)}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Text fontSize="sm" color="fg.muted">
                    {notificationDate(notification.createdAt)}
                  </Text>
                  <Text whiteSpace="pre-wrap">{notification.content || t.noContent}</Text>
                  <WhyItMatched notification={notification} />
                  {source ? (
                    <Link href={source} target="_blank" rel="noopener noreferrer" color="brand.fg">
                      {t.viewSource}
                    </Link>
                  ) : null}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {!notification.read ? (
                  <Button variant="outline" onClick={() => onRead(notification)}>
                    {t.markRead}
                  </Button>
                ) : null}
                <Button variant="outline" colorPalette="red" onClick={() => onDelete(notification)}>
                  {t.delete}
                </Button>
                <Dialog.ActionTrigger asChild>
                  <Button>{t.close}</Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t.close} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          ) : null}
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
