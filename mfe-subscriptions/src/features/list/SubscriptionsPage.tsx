import { Button, HStack, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSubscriptionList } from '../../api';
import { PlusIcon } from '../../components/icons';
import { SUBSCRIPTION_LIST_PAGE_SIZE } from '../../domain/subscription-list';
import { subscriptionPaths } from '../../paths';
import { DeleteAllButton } from './DeleteAllButton';
import { ListFilters } from './ListFilters';
import { ListPagination } from './ListPagination';
import { FallbackBanner, ListEmpty, ListError, ListNoResults, ListSkeleton } from './ListStates';
import { SubscriptionCard } from './SubscriptionCard';
import { useConnectionToasts } from './useConnectionToasts';
import { useDeleteWithConfirmation } from './useDeleteWithConfirmation';
import { useListControls } from './useListControls';
import { useProcessStates } from './useProcessStates';
import { DeleteSubscriptionDialog } from '../../components/DeleteSubscriptionDialog';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const t = subscriptionsMessages.list;

/** /subscriptions: search, filter, page through and act on the user's subscriptions (spec §2). */
export function SubscriptionsPage() {
  const controls = useListControls();
  const list = useSubscriptionList({
    page: controls.page,
    limit: SUBSCRIPTION_LIST_PAGE_SIZE,
    search: controls.debouncedSearch,
    type: controls.source,
  });
  useConnectionToasts(list);
  const processes = useProcessStates();
  const deletion = useDeleteWithConfirmation();

  const page = list.data;
  const totalPages = page?.metadata.totalPages ?? 0;
  // A delete can leave the list short of the page on screen: go back to its last page.
  const beyondLastPage = list.isLive && totalPages > 0 && controls.page > totalPages;
  const { setPage } = controls;
  useEffect(() => {
    if (beyondLastPage) setPage(totalPages);
  }, [beyondLastPage, totalPages, setPage]);

  let content;
  if (page && page.subscriptions.length > 0) {
    content = (
      <Stack gap="6">
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {page.subscriptions.map((subscription) => (
            <li key={subscription.id}>
              <SubscriptionCard
                subscription={subscription}
                processState={processes.stateOf(subscription.id)}
                onProcess={processes.process}
                onDelete={deletion.ask}
              />
            </li>
          ))}
        </SimpleGrid>
        <ListPagination
          page={controls.page}
          totalPages={totalPages}
          onPageChange={controls.setPage}
        />
      </Stack>
    );
  } else if (page) {
    content = controls.isFiltered ? <ListNoResults onClear={controls.clear} /> : <ListEmpty />;
  } else if (list.error && !list.isLoading) {
    content = <ListError error={list.error} onRetry={list.refetch} />;
  } else {
    content = <ListSkeleton />;
  }

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="center" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {t.title}
        </Heading>
        <HStack gap="2">
          <DeleteAllButton
            disabled={!page || (page.metadata.total === 0 && !controls.isFiltered)}
          />
          <Button asChild colorPalette="brand">
            <RouterLink to={subscriptionPaths.types}>
              <PlusIcon />
              {t.newSubscription}
            </RouterLink>
          </Button>
        </HStack>
      </HStack>
      <ListFilters
        search={controls.search}
        onSearchChange={controls.setSearch}
        source={controls.source}
        onSourceChange={controls.setSource}
      />
      {list.isFallback ? <FallbackBanner cachedAt={list.cachedAt} /> : null}
      {content}
      <DeleteSubscriptionDialog
        open={deletion.target !== null}
        onClose={deletion.close}
        onConfirm={deletion.confirm}
      />
    </Stack>
  );
}
