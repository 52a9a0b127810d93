import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { errorText } from '@vigia/shared/api';
import { LoadError, WidgetCard } from '@vigia/shared/ui';
import { useNotificationActivity } from '../../api';
import { notificationsMessages } from '../../i18n/notifications';

const t = notificationsMessages.widgets;

// apexcharts (~130 KB gzip) downloads only when the dashboard shows this widget.
const ActivityCharts = lazy(() => import('./charts/ActivityCharts'));

/** The last 7 days per day and per source (issue 25), or why they could not be loaded. */
export function ActivityWidget() {
  const { data: activity, error, refetch, isFetching } = useNotificationActivity();
  const placeholder = (
    <Skeleton height="64" role="status" aria-busy="true" aria-label={t.loading} />
  );
  let body;
  if (activity) {
    body = (
      <Suspense fallback={placeholder}>
        <ActivityCharts activity={activity} />
      </Suspense>
    );
  } else if (error) {
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
  return <WidgetCard title={t.activityTitle}>{body}</WidgetCard>;
}
