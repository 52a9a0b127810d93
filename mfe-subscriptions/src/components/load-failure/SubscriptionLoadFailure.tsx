import { Alert, Button, HStack, Stack } from '@chakra-ui/react';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { toaster } from '@vigia/shared/ui';
import { errorText } from '../../api';
import { subscriptionPaths } from '../../paths';
import { isNotFoundError } from './not-found';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.loadFailure;

/** How long 'Subscription not found' stays before the list replaces it. */
export const NOT_FOUND_REDIRECT_MS = 3_000;

/** A 404: says so, then returns to the list; the toast carries the message there (decisions 10). */
function NotFoundNotice() {
  const navigate = useNavigate();
  const leave = () => {
    toaster.create({ type: 'error', title: t.notFound, description: t.notFoundBody });
    navigate(subscriptionPaths.list, { replace: true });
  };
  const leaveOnTime = useEffectEvent(leave);

  useEffect(() => {
    const timer = setTimeout(leaveOnTime, NOT_FOUND_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <Alert.Root status="warning" role="alert" data-testid="subscription-not-found">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{t.notFound}</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <span>{t.notFoundBody}</span>
            <span>{t.redirecting}</span>
          </Stack>
        </Alert.Description>
        <Button size="sm" variant="outline" alignSelf="flex-start" onClick={leave}>
          {t.goNow}
        </Button>
      </Alert.Content>
    </Alert.Root>
  );
}

/** Any other failure: the 'Error loading subscription' toast and the failure card. */
function LoadErrorCard({ error, onRetry }: { error: Error; onRetry?: () => void }) {
  const reported = useRef<Error | null>(null);

  useEffect(() => {
    if (reported.current === error) return;
    reported.current = error;
    toaster.create({ type: 'error', title: t.errorToast });
  }, [error]);

  return (
    <Alert.Root status="error" role="alert" data-testid="subscription-load-error">
      <Alert.Indicator />
      <Alert.Content gap="3">
        <Alert.Title>{t.cardTitle}</Alert.Title>
        <Alert.Description>{errorText(error, t.cardFallback)}</Alert.Description>
        <HStack gap="2">
          <Button asChild size="sm" variant="outline">
            <RouterLink to={subscriptionPaths.list}>{t.backToList}</RouterLink>
          </Button>
          {onRetry ? (
            <Button size="sm" variant="ghost" onClick={onRetry}>
              {t.retry}
            </Button>
          ) : null}
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** What the detail and the edit form show when the subscription cannot be loaded (spec §2). */
export function SubscriptionLoadFailure({
  error,
  onRetry,
}: {
  error: Error;
  onRetry?: () => void;
}) {
  return isNotFoundError(error) ? (
    <NotFoundNotice />
  ) : (
    <LoadErrorCard error={error} onRetry={onRetry} />
  );
}
