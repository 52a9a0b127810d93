import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { uiMessages } from '../messages';

const t = uiMessages.notFound;

/** Any unknown path, in the shell or inside a remote (spec §2): 'Página no encontrada' with a link back to the start. */
export function NotFoundPage() {
  return (
    <Center as="main" minHeight="60vh" px="4">
      <Stack gap="4" align="center" textAlign="center">
        <Text fontSize="6xl" fontWeight="bold" color="brand.fg" lineHeight="1" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="2xl">
          {t.title}
        </Heading>
        <Text color="fg.muted">{t.body}</Text>
        <Button asChild colorPalette="brand">
          <RouterLink to="/">{t.backHome}</RouterLink>
        </Button>
      </Stack>
    </Center>
  );
}
