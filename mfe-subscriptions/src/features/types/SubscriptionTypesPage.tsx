import {
  Alert,
  Button,
  Card,
  HStack,
  Heading,
  SimpleGrid,
  Skeleton,
  SkeletonText,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSubscriptionTypes } from '../../api';
import { ArrowLeftIcon } from '../../components/icons';
import { subscriptionPaths } from '../../paths';
import { TypeCard } from './TypeCard';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const t = subscriptionsMessages.types;
const SKELETON_CARDS = 3;

function TypesSkeleton() {
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4" aria-busy="true">
      <VisuallyHidden role="status">{t.loading}</VisuallyHidden>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card.Root key={index} data-testid="subscription-type-skeleton">
          <Card.Body gap="3">
            <HStack gap="3">
              <Skeleton width="48px" height="48px" borderRadius="l2" />
              <Skeleton height="5" width="40%" />
            </HStack>
            <SkeletonText noOfLines={2} />
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** /subscriptions/types: choose the type of a new subscription (spec §2, decisions 4). */
export function SubscriptionTypesPage() {
  const { types, isLoading, isFetching, error, refetch } = useSubscriptionTypes();

  return (
    <Stack gap="6">
      <Stack gap="3" align="flex-start">
        <Button asChild variant="ghost" size="sm">
          <RouterLink to={subscriptionPaths.list}>
            <ArrowLeftIcon />
            {t.back}
          </RouterLink>
        </Button>
        <Heading as="h1" size="2xl">
          {t.title}
        </Heading>
      </Stack>

      {error ? (
        <Alert.Root status="error" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.loadFailed}</Alert.Title>
            <Alert.Description>{t.loadFailedBody}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={refetch} loading={isFetching}>
            {t.tryAgain}
          </Button>
        </Alert.Root>
      ) : null}

      {isLoading ? (
        <TypesSkeleton />
      ) : types.length === 0 ? (
        <Text color="fg.muted">{t.empty}</Text>
      ) : (
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {types.map((type) => (
            <li key={type.id}>
              <TypeCard type={type} />
            </li>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
