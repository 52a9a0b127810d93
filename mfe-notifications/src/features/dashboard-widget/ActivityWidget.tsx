import { Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { WidgetCard } from '@vigia/shared/ui';
import { useNotificationActivity } from '../../api';
import { notificationsMessages } from '../../i18n/notifications';

const t = notificationsMessages.widgets;

// apexcharts (~130 KB gzip) downloads only when the dashboard shows this widget.
const ActivityCharts = lazy(() => import('./charts/ActivityCharts'));

/** The weekly activity bars and the sources bubbles (spec §2, decisions 15). */
export function ActivityWidget() {
  const { data: activity, isError } = useNotificationActivity();
  const placeholder = <Skeleton height="56" aria-busy="true" aria-label={t.loading} />;
  return (
    <WidgetCard title={t.activityTitle}>
      {isError && !activity ? (
        <Text color="fg.muted">{t.chartFailed}</Text>
      ) : activity ? (
        <Suspense fallback={placeholder}>
          <ActivityCharts activity={activity} />
        </Suspense>
      ) : (
        placeholder
      )}
    </WidgetCard>
  );
}
