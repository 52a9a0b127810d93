import { Card, Heading, Skeleton, Text } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { notificationsMessages } from '@vigia/shared/i18n';
import { useNotificationActivity } from '../../api/dashboard-queries';

const t = notificationsMessages.widgets;

// apexcharts (~130 KB gzip) downloads only when the dashboard shows this widget.
const ActivityCharts = lazy(() => import('./charts/ActivityCharts'));

/** The weekly activity bars and the sources bubbles (spec §2, decisions 15). */
export function ActivityWidget() {
  const { data: activity, isError } = useNotificationActivity();
  const placeholder = <Skeleton height="56" aria-busy="true" aria-label={t.loading} />;
  return (
    <Card.Root as="section" aria-labelledby="notification-activity-title">
      <Card.Header>
        <Heading as="h2" size="md" id="notification-activity-title">
          {t.activityTitle}
        </Heading>
      </Card.Header>
      <Card.Body>
        {isError && !activity ? (
          <Text color="fg.muted">{t.chartFailed}</Text>
        ) : activity ? (
          <Suspense fallback={placeholder}>
            <ActivityCharts activity={activity} />
          </Suspense>
        ) : (
          placeholder
        )}
      </Card.Body>
    </Card.Root>
  );
}
