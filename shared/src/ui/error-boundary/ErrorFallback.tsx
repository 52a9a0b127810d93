import { Box, Button, Code, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { uiMessages } from '../messages';

const t = uiMessages.errorBoundary;

export interface ErrorFallbackProps {
  section?: string;
  authError: boolean;
  message?: string;
  componentStack: string;
  onTryAgain: () => void;
  onLogIn: () => void;
  onReload: () => void;
}

/** What a section shows instead of its content after an error (spec §8). */
export function ErrorFallback({
  section,
  authError,
  message,
  componentStack,
  onTryAgain,
  onLogIn,
  onReload,
}: ErrorFallbackProps) {
  const [showDetails, setShowDetails] = useState(false);
  const detailsId = useId();
  const heading = authError ? t.authTitle : `${t.title}${section ? t.inSection(section) : ''}`;
  const body = authError ? t.authBody : message || t.body;

  return (
    <Box
      role="alert"
      borderWidth="1px"
      borderColor="border.error"
      bg="bg.panel"
      rounded="lg"
      p={{ base: '4', md: '6' }}
      my="4"
      maxWidth="3xl"
      width="100%"
    >
      <Stack gap="3">
        <Heading as="h2" size="lg" color="fg.error">
          {heading}
        </Heading>
        <Text color="fg.muted">{body}</Text>
        <HStack gap="2" wrap="wrap">
          <Button colorPalette="brand" onClick={onTryAgain}>
            {t.tryAgain}
          </Button>
          {authError ? (
            <Button variant="outline" onClick={onLogIn}>
              {t.logIn}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={onReload}>
            {t.reload}
          </Button>
        </HStack>
        <Box>
          <Button
            variant="plain"
            size="sm"
            px="0"
            aria-expanded={showDetails}
            aria-controls={detailsId}
            onClick={() => setShowDetails((open) => !open)}
          >
            {showDetails ? t.hideDetails : t.showDetails}
          </Button>
          {showDetails ? (
            <Code
              id={detailsId}
              as="pre"
              display="block"
              whiteSpace="pre-wrap"
              fontSize="xs"
              p="3"
              mt="2"
              maxHeight="60"
              overflow="auto"
              width="100%"
              tabIndex={0}
            >
              {componentStack.trim() || t.noDetails}
            </Code>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}
