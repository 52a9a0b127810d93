import { Heading } from '@chakra-ui/react';

/** /subscriptions/create/:typeId and /subscriptions/edit/:id (placeholder until the form lands). */
export function SubscriptionFormPage() {
  return (
    <Heading as="h1" size="2xl">
      Create Subscription
    </Heading>
  );
}
