import { HStack, Skeleton, Stat } from '@chakra-ui/react';
import { errorText } from '@vigia/shared/api';
import type { NotificationStats } from '@vigia/shared/contracts';
import { LoadError, WidgetCard } from '@vigia/shared/ui';
import { useNotificationStats } from '../../api';
import { notificationsMessages } from '../../i18n/notifications';

const t = notificationsMessages.widgets;

function weekChange({ change, isIncrease }: NotificationStats) {
  if (change === 0) return { text: t.noChange, label: t.noChangeLabel, color: 'fg.muted' };
  const percent = Math.abs(change);
  return isIncrease
    ? { text: t.increase(percent), label: t.changeLabel(percent, true), color: 'green.fg' }
    : { text: t.decrease(percent), label: t.changeLabel(percent, false), color: 'red.fg' };
}

/** Total, unread and this week against the last, with an up or down arrow (spec §2). */
export function NotificationSummaryWidget() {
  const { data: stats, error, refetch, isFetching } = useNotificationStats();
  let body;
  if (stats) {
    const change = weekChange(stats);
    body = (
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
          <Stat.ValueText
            data-testid="notifications-change"
            aria-label={change.label}
            color={change.color}
          >
            {change.text}
          </Stat.ValueText>
        </Stat.Root>
      </HStack>
    );
  } else if (error) {
    body = (
      <LoadError
        title={t.statsFailed}
        description={errorText(error, '') || undefined}
        onRetry={() => void refetch()}
        retrying={isFetching}
        data-testid="notifications-summary-error"
      />
    );
  } else {
    body = (
      <HStack gap="6" role="status" aria-busy="true" aria-label={t.loading}>
        <Skeleton height="12" flex="1" />
        <Skeleton height="12" flex="1" />
        <Skeleton height="12" flex="1" />
      </HStack>
    );
  }
  return <WidgetCard title={t.summaryTitle}>{body}</WidgetCard>;
}
