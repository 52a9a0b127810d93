import { Card, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The dashboard's subscription card (total, active, pending come with the list issue). */
export function SubscriptionsWidget() {
  return (
    <Card.Root as="section" aria-labelledby="subscriptions-widget-title">
      <Card.Header>
        <Heading as="h2" size="md" id="subscriptions-widget-title">
          Subscripciones
        </Heading>
      </Card.Header>
      <Card.Body gap="2">
        <Text color="fg.muted">Aún no tienes subscripciones</Text>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to="/subscriptions">Subscripciones</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
