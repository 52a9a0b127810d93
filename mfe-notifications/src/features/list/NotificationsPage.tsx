import { Button, HStack, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Notification } from '@vigia/shared/contracts';
import { errorText } from '@vigia/shared/api';
import { ConfirmDialog, LoadError } from '@vigia/shared/ui';
import {
  isDeletableId,
  useDeleteAllNotifications,
  useDeleteNotification,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationPages,
} from '../../api';
import { NotificationDetailDialog } from './NotificationDetailDialog';
import { NotificationItem } from './NotificationItem';
import { NotificationsPagination } from './NotificationsPagination';
import { groupByDay } from '../../domain/notification-display';
import { notificationsMessages } from '../../i18n/notifications';

const t = notificationsMessages;
/** Spec §2: the delete dialog closes 100 ms after the action. */
const DELETE_CLOSE_DELAY_MS = 100;

/** /notifications: the list grouped by day, its actions, dialogs and pagination (spec §2). */
export function NotificationsPage() {
  const list = useNotificationPages();
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const remove = useDeleteNotification();
  const removeAll = useDeleteAllNotifications();
  const [viewing, setViewing] = useState<Notification | null>(null);
  const [deleting, setDeleting] = useState<Notification | null>(null);
  const [confirmingAll, setConfirmingAll] = useState(false);

  const read = (notification: Notification) => {
    markRead.mutate(notification.id);
    setViewing((current) =>
      current?.id === notification.id ? { ...current, read: true } : current,
    );
  };

  const confirmDelete = async () => {
    if (!deleting || !isDeletableId(deleting.id)) return;
    setViewing((current) => (current?.id === deleting.id ? null : current));
    await remove.mutateAsync(deleting.id).catch(() => undefined);
  };

  let content;
  if (list.isPending) {
    content = (
      <HStack gap="2" role="status">
        <Spinner size="sm" />
        <Text>{t.page.loading}</Text>
      </HStack>
    );
  } else if (list.isError && list.notifications.length === 0) {
    content = (
      <LoadError
        title={list.error?.message ? t.page.loadError(list.error.message) : t.page.unknownError}
        description={errorText(list.error?.cause ?? list.error, '') || undefined}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        retryLabel={t.page.retry}
      />
    );
  } else if (list.notifications.length === 0) {
    content = <Text color="fg.muted">{t.page.empty}</Text>;
  } else {
    content = (
      <Stack gap="6">
        {groupByDay(list.notifications).map((group) => (
          <Stack as="section" key={group.label} gap="2" aria-label={group.label}>
            <Heading as="h2" size="sm" color="fg.muted" data-testid="notification-day">
              {group.label}
            </Heading>
            <Stack as="ul" gap="2" listStyleType="none">
              {group.items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onView={setViewing}
                  onRead={read}
                  onDelete={setDeleting}
                />
              ))}
            </Stack>
          </Stack>
        ))}
        <NotificationsPagination
          page={list.page}
          shown={list.notifications.length}
          total={list.total}
          hasMore={Boolean(list.hasNextPage)}
          busy={list.isFetching}
          onFirst={list.first}
          onPrevious={list.previous}
          onNext={list.next}
        />
      </Stack>
    );
  }

  const hasAny = list.notifications.length > 0;
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t.page.title}
          </Heading>
          <Link asChild color="brand.fg" fontWeight="medium" fontSize="sm">
            <RouterLink to="/dashboard">{t.page.back}</RouterLink>
          </Link>
        </Stack>
        <HStack gap="2">
          <Button
            variant="outline"
            onClick={() => markAllRead.mutate()}
            disabled={!hasAny || list.unread === 0}
          >
            {t.page.markAllRead}
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => setConfirmingAll(true)}
            disabled={!hasAny}
          >
            {t.page.deleteAll}
          </Button>
        </HStack>
      </HStack>
      {content}
      <NotificationDetailDialog
        notification={viewing}
        onClose={() => setViewing(null)}
        onRead={read}
        onDelete={setDeleting}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t.deleteOne.title}
        message={t.deleteOne.message}
        confirmLabel={t.deleteOne.confirm}
        cancelLabel={t.deleteOne.cancel}
        busyLabel={t.deleteOne.busy}
        closeDelayMs={DELETE_CLOSE_DELAY_MS}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={confirmingAll}
        onClose={() => setConfirmingAll(false)}
        title={t.deleteAll.title}
        message={t.deleteAll.message}
        confirmLabel={t.deleteAll.confirm}
        cancelLabel={t.deleteAll.cancel}
        busyLabel={t.deleteAll.busy}
        onConfirm={() =>
          removeAll.mutateAsync().then(
            () => undefined,
            () => undefined,
          )
        }
      />
    </Stack>
  );
}
