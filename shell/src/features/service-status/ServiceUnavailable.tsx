import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { useCallback, useEffect, useRef } from 'react';
import { getApiBaseUrl, reportApiAvailability, useApiAvailable } from '@vigia/shared/api';
import { loadedQueryClient } from '@vigia/shared/auth';
import { shellMessages } from '../../i18n/shell';

const strings = shellMessages.serviceUnavailable;
/** How often the shell asks whether the api is back while it is gone. */
export const API_RECHECK_MS = 3_000;

/** Whether the api answers its health check (through the same proxy as every call). */
async function apiAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${getApiBaseUrl()}/health`, { cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * 'Servicio no disponible' while the api is gone (a call found it down: the start command's
 * proxy answered 503, or nothing answered). Meanwhile it asks every few seconds; once the api is
 * back (found by this check or by any call that got an answer) the notice goes and every screen's
 * data is fetched again, so a screen whose last try failed does not keep its error.
 */
export function ServiceUnavailable() {
  const available = useApiAvailable();
  const wasUnavailable = useRef(false);

  useEffect(() => {
    if (!available) {
      wasUnavailable.current = true;
      return;
    }
    if (!wasUnavailable.current) return;
    wasUnavailable.current = false;
    void loadedQueryClient()?.invalidateQueries();
  }, [available]);

  const recheck = useCallback(async () => {
    if (await apiAnswers()) reportApiAvailability(true);
  }, []);

  useEffect(() => {
    if (available) return undefined;
    const timer = setInterval(() => void recheck(), API_RECHECK_MS);
    return () => clearInterval(timer);
  }, [available, recheck]);

  if (available) return null;
  return (
    <Box
      role="alert"
      data-testid="service-unavailable"
      bg="orange.50"
      borderBottomWidth="1px"
      borderColor="orange.200"
      px={{ base: '4', md: '6' }}
      py="3"
    >
      <Flex gap="4" align="center" justify="space-between" wrap="wrap" maxWidth="6xl" mx="auto">
        <Box>
          <Heading as="h2" size="sm" color="orange.800">
            {strings.title}
          </Heading>
          <Text fontSize="sm" color="orange.900">
            {strings.body}
          </Text>
        </Box>
        <Button size="sm" variant="outline" colorPalette="orange" onClick={() => void recheck()}>
          {strings.retry}
        </Button>
      </Flex>
    </Box>
  );
}
