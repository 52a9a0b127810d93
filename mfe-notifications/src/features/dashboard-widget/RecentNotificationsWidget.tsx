import { Badge, HStack, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '@vigia/shared/api';
import { LoadError, WidgetCard } from '@vigia/shared/ui';
import { RECENT_COUNT, useRecentNotifications } from '../../api';
import { notificationDate } from '../list/format-date';
import { notificationTitle } from '../../domain/notification-display';
import { notificationsMessages } from '../../i18n/notifications';

const t = notificationsMessages;

/** The 4 most recent notifications, unread ones marked 'Nuevo' (spec §2). */
export function RecentNotificationsWidget() {
  const { data: recent, error, refetch, isFetching } = useRecentNotifications();
  let body;
  if (error && !recent) {
    body = (
      <LoadError
        title={t.widgets.recentFailed}
        description={errorText(error.cause ?? error, '') || undefined}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (!recent) {
    body = (
      <Stack gap="2" role="status" aria-busy="true" aria-label={t.widgets.loading}>
        {Array.from({ length: RECENT_COUNT }, (_, index) => (
          <Skeleton key={index} height="10" />
        ))}
      </Stack>
    );
  } else if (recent.length === 0) body = <Text color="fg.muted">{t.page.empty}</Text>;
  else {
    body = (
      <Stack as="ul" gap="3" listStyleType="none">
        {recent.map((notification) => (
          <li key={notification.id} data-testid="recent-notification">
            <HStack justify="space-between" align="start" gap="3">
              <Stack gap="0" minWidth="0">
                <Text fontWeight={notification.read ? 'normal' : 'semibold'} lineClamp={2}>
                  {notificationTitle(notification)}
                </Text>
                <Text fontSize="sm" color="fg.muted">
                  {notificationDate(notification.createdAt)}
                </Text>
              </Stack>
              {notification.read ? null : (
                <Badge colorPalette="brand" flexShrink={0}>
                  {t.widgets.newBadge}
                </Badge>
              )}
            </HStack>
          </li>
        ))}
      </Stack>
    );
  }
  return (
    <WidgetCard
      title={t.widgets.recentTitle}
      action={
        <Link asChild color="brand.fg" fontSize="sm" fontWeight="medium">
          <RouterLink to="/notifications">{t.widgets.seeAll}</RouterLink>
        </Link>
      }
    >
      {body}
    </WidgetCard>
  );
}
