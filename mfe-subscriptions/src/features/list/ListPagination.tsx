import { Button, HStack, Text } from '@chakra-ui/react';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const t = subscriptionsMessages.list;

export interface ListPaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, 'Page X of Y', Next. */
export function ListPagination({ page, totalPages, onPageChange }: ListPaginationProps) {
  const pages = Math.max(1, totalPages);
  return (
    <HStack as="nav" aria-label={t.pagination} justify="center" gap="4">
      <Button
        variant="outline"
        size="sm"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        {t.previous}
      </Button>
      <Text aria-live="polite" fontSize="sm">
        {t.pageOf(page, pages)}
      </Text>
      <Button
        variant="outline"
        size="sm"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        {t.next}
      </Button>
    </HStack>
  );
}
