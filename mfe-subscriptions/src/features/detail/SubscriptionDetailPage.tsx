import { Heading } from '@chakra-ui/react';

/** /subscriptions/:id (placeholder until the detail page lands). */
export function SubscriptionDetailPage() {
  return (
    <Heading as="h1" size="2xl">
      Subscripción
    </Heading>
  );
}
