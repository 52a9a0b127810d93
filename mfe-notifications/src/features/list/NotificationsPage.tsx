import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

/** /notifications: the list screen (its own issue fills it in). */
export function NotificationsPage() {
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        Notificaciones
      </Heading>
      <Text color="fg.muted">No notifications</Text>
      <Link asChild color="brand.fg" fontWeight="medium">
        <RouterLink to="/dashboard">Back to Dashboard</RouterLink>
      </Link>
    </Stack>
  );
}
