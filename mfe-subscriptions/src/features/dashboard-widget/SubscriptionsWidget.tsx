import { HStack, Link, Skeleton, Stat, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { errorText } from '@vigia/shared/api';
import { LoadError, WidgetCard } from '@vigia/shared/ui';
import { useSubscriptionStats } from '../../api';
import { subscriptionPaths } from '../../paths';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const t = subscriptionsMessages.widget;

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Stat.Root>
      <Stat.Label>{label}</Stat.Label>
      <Stat.ValueText data-testid={testId}>{value}</Stat.ValueText>
    </Stat.Root>
  );
}

/** The dashboard's subscription card: total, active and pending (the api's inactive). */
export function SubscriptionsWidget() {
  const { data: stats, error, refetch, isFetching } = useSubscriptionStats();

  let body;
  if (!stats && error) {
    body = (
      <LoadError
        title={t.loadFailed}
        description={errorText(error, '') || undefined}
        onRetry={() => void refetch()}
        retrying={isFetching}
        data-testid="subscriptions-summary-error"
      />
    );
  } else if (!stats) {
    body = (
      <HStack gap="6" role="status" aria-busy="true" aria-label={t.loading}>
        <Skeleton height="12" flex="1" />
        <Skeleton height="12" flex="1" />
        <Skeleton height="12" flex="1" />
      </HStack>
    );
  } else if (stats.total === 0) {
    body = <Text color="fg.muted">{t.empty}</Text>;
  } else {
    body = (
      <HStack gap="6" align="flex-start">
        <Figure label={t.total} value={stats.total} testId="subscriptions-total" />
        <Figure label={t.active} value={stats.active} testId="subscriptions-active" />
        <Figure label={t.pending} value={stats.inactive} testId="subscriptions-pending" />
      </HStack>
    );
  }

  return (
    <WidgetCard title={t.title}>
      {body}
      <Link asChild color="brand.fg" fontWeight="medium" alignSelf="flex-start">
        <RouterLink to={subscriptionPaths.list}>{t.link}</RouterLink>
      </Link>
    </WidgetCard>
  );
}
