import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { Notification } from '@vigia/shared/contracts';
import { notificationDate } from './format-date';
import { notificationTitle } from '../../domain/notification-display';
import { notificationsMessages } from '../../i18n/notifications';

const t = notificationsMessages.page;

export interface NotificationItemProps {
  notification: Notification;
  onView: (notification: Notification) => void;
  onRead: (notification: Notification) => void;
  onDelete: (notification: Notification) => void;
}

/** One notification of the list: unread ones bold and highlighted (spec §2). */
export function NotificationItem({
  notification,
  onView,
  onRead,
  onDelete,
}: NotificationItemProps) {
  const title = notificationTitle(notification);
  const unread = !notification.read;
  return (
    <Box
      as="li"
      data-testid="notification-item"
      data-read={notification.read}
      borderWidth="1px"
      borderRadius="l2"
      borderColor={unread ? 'brand.solid' : 'border'}
      bg={unread ? 'brand.subtle' : 'bg.panel'}
      padding="3"
    >
      <HStack justify="space-between" align="start" gap="3" wrap="wrap">
        <Stack gap="1" flex="1" minWidth="0">
          <HStack gap="2">
            {unread ? (
              <Badge colorPalette="brand" size="sm">
                {t.unread}
              </Badge>
            ) : null}
            {notification.source ? (
              <Badge variant="outline" size="sm">
                {notification.source.toUpperCase()}
              </Badge>
            ) : null}
          </HStack>
          <Text fontWeight={unread ? 'bold' : 'normal'} lineClamp={2}>
            {title}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {notificationDate(notification.createdAt)}
            {notification.subscriptionName ? ` · ${notification.subscriptionName}` : ''}
          </Text>
        </Stack>
        <HStack gap="1" role="group" aria-label={t.itemActions(title)}>
          <Button size="sm" variant="ghost" onClick={() => onView(notification)}>
            {t.view}
          </Button>
          {unread ? (
            <Button size="sm" variant="ghost" onClick={() => onRead(notification)}>
              {t.read}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => onDelete(notification)}
          >
            {t.delete}
          </Button>
        </HStack>
      </HStack>
    </Box>
  );
}
