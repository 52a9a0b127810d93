import { Box, Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { WidgetCard } from '@vigia/shared/ui';
import { useNotificationActivity } from '../../api';
import { notificationsMessages } from '../../i18n/notifications';
import { useNearScreen } from './useNearScreen';

const t = notificationsMessages.widgets;

// apexcharts (~290 KB gzip) downloads only when this widget is on screen (or nearly): a dashboard
// whose first view ends above it does not wait for, nor download, the charts.
const ActivityCharts = lazy(() => import('./charts/ActivityCharts'));

/** The weekly activity bars and the sources bubbles (spec §2, decisions 15). */
export function ActivityWidget() {
  const { data: activity, isError } = useNotificationActivity();
  const [area, onScreen] = useNearScreen<HTMLDivElement>();
  const placeholder = <Skeleton height="56" aria-busy="true" aria-label={t.loading} />;
  return (
    <WidgetCard title={t.activityTitle}>
      <Box ref={area}>
        {isError && !activity ? (
          <Text color="fg.muted">{t.chartFailed}</Text>
        ) : activity && onScreen ? (
          <Suspense fallback={placeholder}>
            <ActivityCharts activity={activity} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Box>
    </WidgetCard>
  );
}
