import { Button, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '@vigia/shared/api';
import { formatTime } from '@vigia/shared/ui';
import { RemoteWidgets } from '../remotes/RemoteWidgets';
import { useDisplayUser } from '../session/useDisplayUser';
import { shellMessages } from '../../i18n/shell';

const t = shellMessages.dashboard;

/** /dashboard: a greeting and the widgets the notifications and subscriptions remotes expose. */
export default function DashboardPage() {
  const { name } = useDisplayUser();
  const client = useQueryClient();
  const [updatedAt, setUpdatedAt] = useState(() => new Date());
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.all([
        client.refetchQueries({ queryKey: queryKeys.notifications() }),
        client.refetchQueries({ queryKey: queryKeys.subscriptions() }),
      ]);
      setUpdatedAt(new Date());
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <Stack gap="6">
      <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            {t.title}
          </Heading>
          <Text color="fg.muted">
            {name ? `${t.greeting(name)}. ` : ''}
            {t.intro}
          </Text>
        </Stack>
        <Stack gap="1" align="flex-end">
          <Button variant="outline" size="sm" onClick={() => void refresh()} disabled={refreshing}>
            {refreshing ? t.refreshing : t.refresh}
          </Button>
          <Text fontSize="sm" color="fg.muted" data-testid="dashboard-updated-at" role="status">
            {t.lastUpdated(formatTime(updatedAt) ?? '')}
          </Text>
        </Stack>
      </HStack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Stack gap="6">
          <RemoteWidgets remote="mfe_notifications" />
        </Stack>
        <Stack gap="6">
          <RemoteWidgets remote="mfe_subscriptions" />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
