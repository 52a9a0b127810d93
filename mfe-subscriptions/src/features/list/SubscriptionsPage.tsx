import { Heading, Stack, Text } from '@chakra-ui/react';

/** /subscriptions: the list screen (its own issue fills it in). */
export function SubscriptionsPage() {
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        Subscripciones
      </Heading>
      <Text color="fg.muted">Aún no tienes subscripciones</Text>
    </Stack>
  );
}
