import { Badge, Code, Text } from '@chakra-ui/react';
import type { Subscription } from '@vigia/shared/contracts';
import { formatDateTime } from '@vigia/shared/ui';
import { DetailCard, Facts } from './DetailCard';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.detail;

/** The filters object as formatted text, only when the subscription has one (spec §2). */
export function FiltersCard({ filters }: { filters: Subscription['filters'] }) {
  if (!filters) return null;
  return (
    <DetailCard title={t.filters} testId="subscription-filters">
      <Code as="pre" display="block" whiteSpace="pre-wrap" padding="3" fontSize="sm">
        {JSON.stringify(filters, null, 2)}
      </Code>
    </DetailCard>
  );
}

export function StatisticsCard({ subscription }: { subscription: Subscription }) {
  return (
    <DetailCard title={t.statistics} testId="subscription-statistics">
      <Facts
        items={[
          [t.notifications, subscription.notifications],
          [t.lastNotification, formatDateTime(subscription.lastNotification) ?? t.never],
          [t.lastProcessed, formatDateTime(subscription.lastProcessed) ?? t.never],
        ]}
      />
    </DetailCard>
  );
}

export function MetadataCard({ subscription }: { subscription: Subscription }) {
  return (
    <DetailCard title={t.metadata} testId="subscription-metadata">
      <Facts
        items={[
          [t.id, <Code key="id">{subscription.id}</Code>],
          [t.type, subscription.typeName],
          [t.created, formatDateTime(subscription.createdAt)],
          [t.updated, formatDateTime(subscription.updatedAt)],
        ]}
      />
    </DetailCard>
  );
}

export function StatusCard({ active }: { active: boolean }) {
  return (
    <DetailCard title={t.status} testId="subscription-status">
      <Badge alignSelf="flex-start" colorPalette={active ? 'green' : 'gray'} variant="solid">
        {active ? t.active : t.inactive}
      </Badge>
      <Text color="fg.muted">{active ? t.activeText : t.inactiveText}</Text>
    </DetailCard>
  );
}
