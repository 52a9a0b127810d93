import { Heading, Stack, Text } from '@chakra-ui/react';

/** /settings ('Ajustes'): profile, notifications, preferences and security come with its issue. */
export function SettingsPage() {
  return (
    <Stack gap="2">
      <Heading as="h1" size="2xl">
        Ajustes
      </Heading>
      <Text color="fg.muted">Perfil, notificaciones, preferencias y seguridad.</Text>
    </Stack>
  );
}
