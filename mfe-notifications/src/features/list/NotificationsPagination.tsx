import { Button, HStack, Text } from '@chakra-ui/react';
import { notificationsMessages } from '../../i18n/notifications';

const t = notificationsMessages.pagination;

export interface NotificationsPaginationProps {
  page: number;
  shown: number;
  total: number;
  hasMore: boolean;
  busy: boolean;
  onFirst: () => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** First Page, Previous, 'Page N', Next and 'Showing X of Y notifications' (spec §2). */
export function NotificationsPagination({
  page,
  shown,
  total,
  hasMore,
  busy,
  onFirst,
  onPrevious,
  onNext,
}: NotificationsPaginationProps) {
  return (
    <HStack as="nav" aria-label={t.label} justify="space-between" wrap="wrap" gap="3">
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={onFirst} disabled={page <= 1 || busy}>
          {t.first}
        </Button>
        <Button size="sm" variant="outline" onClick={onPrevious} disabled={page <= 1 || busy}>
          {t.previous}
        </Button>
        <Text>{t.page(page)}</Text>
        <Button size="sm" variant="outline" onClick={onNext} disabled={!hasMore || busy}>
          {t.next}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted" role="status">
        {t.showing(shown, total)}
      </Text>
    </HStack>
  );
}
