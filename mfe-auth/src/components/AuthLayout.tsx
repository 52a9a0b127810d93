import { Box, Container, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { authMessages } from '../i18n/auth';

export interface AuthLayoutProps {
  title: string;
  subtitle: string;
  children: ReactNode;
}

/** The card every auth screen sits in: a 'Volver' link to /, the title and the subtitle. */
export function AuthLayout({ title, subtitle, children }: AuthLayoutProps) {
  return (
    <Container maxW="md" py={{ base: 8, md: 16 }}>
      <Link asChild display="inline-flex" gap={1} fontSize="sm" color="fg.muted" mb={4}>
        <RouterLink to="/">
          <span aria-hidden="true">←</span> {authMessages.fields.back}
        </RouterLink>
      </Link>
      <Box bg="bg" borderWidth="1px" borderRadius="xl" boxShadow="sm" p={{ base: 6, md: 8 }}>
        <Stack gap={1} mb={6} textAlign="center">
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{subtitle}</Text>
        </Stack>
        {children}
      </Box>
    </Container>
  );
}
