import { Card, Heading, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** The dashboard's notification card (totals, weekly change and charts come with their issue). */
export function NotificationsWidget() {
  return (
    <Card.Root as="section" aria-labelledby="notifications-widget-title">
      <Card.Header>
        <Heading as="h2" size="md" id="notifications-widget-title">
          Notificaciones
        </Heading>
      </Card.Header>
      <Card.Body gap="2">
        <Text color="fg.muted">No notifications</Text>
        <Link asChild color="brand.fg" fontWeight="medium">
          <RouterLink to="/notifications">Notificaciones</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}
