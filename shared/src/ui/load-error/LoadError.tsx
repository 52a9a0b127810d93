import { Alert, Button, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { uiMessages } from '../messages';

export interface LoadErrorProps {
  /** What could not be loaded, in the screen's words. */
  title: string;
  /** Why, when it can be said (`errorText(error, '')`: no connection, too slow, …). */
  description?: string;
  onRetry: () => void;
  /** True while the retry runs: the button says so and waits. */
  retrying?: boolean;
  retryLabel?: string;
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * A screen's or widget's failure to load, never shown as empty data: what failed, why when it is
 * known, and a retry.
 */
export function LoadError({
  title,
  description,
  onRetry,
  retrying = false,
  retryLabel = uiMessages.loadError.retry,
  children,
  'data-testid': testId,
}: LoadErrorProps) {
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          {description ? <Alert.Description>{description}</Alert.Description> : null}
          {children}
        </Alert.Content>
        <Button
          alignSelf="flex-start"
          size="sm"
          variant="outline"
          onClick={onRetry}
          loading={retrying}
          loadingText={uiMessages.loadError.retrying}
        >
          {retryLabel}
        </Button>
      </Stack>
    </Alert.Root>
  );
}
