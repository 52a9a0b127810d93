import { Alert, Button, HStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { subscriptionMessages } from '@vigia/shared/contracts';
import { errorText } from '../../api';
import { isNotFoundError } from '../../components/load-failure/not-found';
import { subscriptionPaths } from '../../paths';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.form;

/** The type could not be loaded (spec §8): the error text, or one of the spec's fallbacks. */
function typeLoadErrorText(error: unknown, typeId: string): string {
  if (isNotFoundError(error)) return subscriptionMessages.typeNotFound(typeId);
  return error instanceof Error ? errorText(error, t.typeLoadFailed) : t.unexpected;
}

export interface TypeLoadFailureProps {
  error: unknown;
  typeId: string;
  onRetry: () => void;
}

export function TypeLoadFailure({ error, typeId, onRetry }: TypeLoadFailureProps) {
  return (
    <Alert.Root status="error" role="alert" data-testid="subscription-type-error">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{typeLoadErrorText(error, typeId)}</Alert.Title>
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={subscriptionPaths.types}>{t.backToTypes}</RouterLink>
          </Button>
          {isNotFoundError(error) ? null : (
            <Button size="sm" variant="ghost" onClick={onRetry}>
              {t.retry}
            </Button>
          )}
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
