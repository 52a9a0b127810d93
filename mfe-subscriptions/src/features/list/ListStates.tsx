import {
  Alert,
  Button,
  Card,
  EmptyState,
  Link,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '@vigia/shared/ui';
import { errorText, isUnauthorized } from '../../api';
import { PlusIcon } from '../../components/icons';
import { subscriptionPaths } from '../../paths';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const t = subscriptionsMessages.list;
const SKELETON_CARDS = 6;

export function ListSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-busy="true">
      <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card.Root key={index} data-testid="subscription-card-skeleton">
          <Card.Body gap="3">
            <Skeleton height="5" width="30%" />
            <Skeleton height="6" width="70%" />
            <SkeletonText noOfLines={2} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** No subscriptions at all: invite to create the first. */
export function ListEmpty() {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Title as="h2">{t.empty}</EmptyState.Title>
        <EmptyState.Description>{t.emptyHint}</EmptyState.Description>
        <Button asChild colorPalette="brand">
          <RouterLink to={subscriptionPaths.types}>
            <PlusIcon />
            {t.create}
          </RouterLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** Subscriptions exist, but none matches the search or the source. */
export function ListNoResults({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Title as="h2">{t.noResults}</EmptyState.Title>
        <EmptyState.Description>{t.noResultsHint}</EmptyState.Description>
        <Button variant="outline" onClick={onClear}>
          {t.clearFilters}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** 'Error al cargar subscripciones' with a retry; a 401 adds the hint to log in again. */
export function ListError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const unauthorized = isUnauthorized(error);
  return (
    <Alert.Root status="error" data-testid="subscriptions-error">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Alert.Content>
          <Alert.Title>{t.loadError}</Alert.Title>
          <Alert.Description>
            <Text>{errorText(error, t.loadError)}</Text>
            {unauthorized ? (
              <Text mt="1">
                {t.unauthorizedHint}{' '}
                <Link asChild fontWeight="medium">
                  <RouterLink to="/login">{t.logIn}</RouterLink>
                </Link>
              </Text>
            ) : null}
          </Alert.Description>
        </Alert.Content>
        <Button alignSelf="flex-start" size="sm" variant="outline" onClick={onRetry}>
          {t.retry}
        </Button>
      </Stack>
    </Alert.Root>
  );
}

/** Shown above cached data in fallback mode (the toast can be closed; this cannot). */
export function FallbackBanner({ cachedAt }: { cachedAt: number | undefined }) {
  const when = formatDateTime(cachedAt) ?? '';
  return (
    <Alert.Root status="warning" data-testid="subscriptions-fallback">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{subscriptionsMessages.fallback.bannerTitle}</Alert.Title>
        <Alert.Description>{subscriptionsMessages.fallback.bannerBody(when)}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
