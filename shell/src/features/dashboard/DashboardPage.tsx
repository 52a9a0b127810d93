import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { shellMessages } from '@vigia/shared/i18n';
import { RemoteWidgets } from '../remotes/RemoteWidgets';
import { useDisplayUser } from '../session/useDisplayUser';

const t = shellMessages.dashboard;

/** /dashboard: a greeting and the widgets the notifications and subscriptions remotes expose. */
export default function DashboardPage() {
  const { name } = useDisplayUser();
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          {t.title}
        </Heading>
        <Text color="fg.muted">
          {name ? `${t.greeting(name)}. ` : ''}
          {t.intro}
        </Text>
      </Stack>
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
