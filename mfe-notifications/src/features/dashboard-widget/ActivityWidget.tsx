import { Box, Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { errorText } from '@vigia/shared/api';
import { LoadError, WidgetCard } from '@vigia/shared/ui';
import { useNotificationActivity } from '../../api';
import { notificationsMessages } from '../../i18n/notifications';
import { useNearScreen } from './useNearScreen';

const t = notificationsMessages.widgets;

// The charts download only when this widget is on screen (or nearly): a dashboard whose first view
// ends above it does not wait for, nor download, them.
const ActivityCharts = lazy(() => import('./charts/ActivityCharts'));

/** The last 7 days per day and per source (issue 25), or why they could not be loaded. */
export function ActivityWidget() {
  const { data: activity, error, refetch, isFetching } = useNotificationActivity();
  const [area, onScreen] = useNearScreen<HTMLDivElement>();
  const placeholder = (
    <Skeleton height="64" role="status" aria-busy="true" aria-label={t.loading} />
  );
  let body;
  if (activity && onScreen) {
    body = (
      <Suspense fallback={placeholder}>
        <ActivityCharts activity={activity} />
      </Suspense>
    );
  } else if (error && !activity) {
    body = (
      <LoadError
        title={t.chartFailed}
        description={errorText(error, '') || undefined}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else {
    body = placeholder;
  }
  return (
    <WidgetCard title={t.activityTitle}>
      <Box ref={area}>{body}</Box>
    </WidgetCard>
  );
}
