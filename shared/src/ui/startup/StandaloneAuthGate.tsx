import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { useAuth } from '@vigia/shared/auth';
import { SignInForm } from '../credentials-form/SignInForm';
import { uiMessages } from '../messages';
import { PageSpinner } from '../page-spinner/PageSpinner';

const t = uiMessages.standalone;

/** Email and password against the configured Firebase Auth (the emulator in development). */
function StandaloneSignIn({ remote }: { remote: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Container as="main" maxW="md" py={{ base: 8, md: 16 }}>
      <Box bg="bg" borderWidth="1px" borderRadius="xl" boxShadow="sm" p={{ base: 6, md: 8 }}>
        <Stack gap={1} mb={6} textAlign="center">
          <Heading as="h1" size="2xl">
            {t.signInTitle}
          </Heading>
          <Text color="fg.muted">{t.signInSubtitle(remote)}</Text>
        </Stack>
        {/* The auth state change then shows the remote's screens. */}
        <SignInForm
          labels={{
            email: t.emailLabel,
            password: t.passwordLabel,
            submit: t.submit,
            busy: t.busy,
          }}
          error={error}
          onErrorChange={setError}
        />
      </Box>
    </Container>
  );
}

export interface StandaloneAuthGateProps {
  /** The remote running alone, named on the sign-in form. */
  remote: string;
  children: ReactNode;
}

/**
 * A signed-in remote running alone has no shell around it, hence no sign-in screen: this shows one
 * while nobody is signed in, then the remote's screens under a line naming the user, with sign-out.
 */
export default function StandaloneAuthGate({ remote, children }: StandaloneAuthGateProps) {
  const { status, user, signOut } = useAuth();
  if (status === 'loading') return <PageSpinner />;
  if (status === 'signedOut' || !user) return <StandaloneSignIn remote={remote} />;
  return (
    <>
      <HStack
        as="header"
        justify="flex-end"
        gap="3"
        px="4"
        py="2"
        borderBottomWidth="1px"
        fontSize="sm"
      >
        <Text color="fg.muted">{t.signedInAs(user.email ?? user.id)}</Text>
        <Button size="xs" variant="outline" onClick={() => void signOut()}>
          {t.signOut}
        </Button>
      </HStack>
      {children}
    </>
  );
}
