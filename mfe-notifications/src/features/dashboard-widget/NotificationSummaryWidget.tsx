import { HStack, Skeleton, Stat, Text } from '@chakra-ui/react';
import { WidgetCard } from '@vigia/shared/ui';
import { useNotificationStats } from '../../api';
import { notificationsMessages } from '../../i18n/notifications';

const t = notificationsMessages.widgets;

/** Total, unread and this week against the last, with an up or down arrow (spec §2). */
export function NotificationSummaryWidget() {
  const { data: stats } = useNotificationStats();
  return (
    <WidgetCard title={t.summaryTitle}>
      {stats ? (
        <HStack gap="6" align="flex-start" wrap="wrap">
          <Stat.Root>
            <Stat.Label>{t.total}</Stat.Label>
            <Stat.ValueText data-testid="notifications-total">{stats.total}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t.unread}</Stat.Label>
            <Stat.ValueText data-testid="notifications-unread">{stats.unread}</Stat.ValueText>
          </Stat.Root>
          <Stat.Root>
            <Stat.Label>{t.weekChange}</Stat.Label>
            <Text
              data-testid="notifications-change"
              aria-label={t.changeLabel(Math.abs(stats.change), stats.isIncrease)}
              fontSize="2xl"
              fontWeight="semibold"
              color={stats.isIncrease ? 'green.fg' : stats.change < 0 ? 'red.fg' : 'fg.muted'}
            >
              {stats.isIncrease ? t.increase(stats.change) : t.decrease(Math.abs(stats.change))}
            </Text>
          </Stat.Root>
        </HStack>
      ) : (
        <HStack gap="6" aria-busy="true" aria-label={t.loading}>
          <Skeleton height="12" flex="1" />
          <Skeleton height="12" flex="1" />
          <Skeleton height="12" flex="1" />
        </HStack>
      )}
    </WidgetCard>
  );
}
