import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import type { NotificationActivity } from '@vigia/shared/contracts';
import { BAR_SCALE_MAX, bubbleDiameter, dayTick } from './chart-scales';
import { notificationsMessages } from '../../../i18n/notifications';

const t = notificationsMessages.widgets;

function barOptions(days: string[]): ApexOptions {
  return {
    chart: { id: 'weekly-activity', toolbar: { show: false }, animations: { enabled: false } },
    xaxis: { categories: days.map((day) => dayTick(day)) },
    yaxis: { min: 0, max: BAR_SCALE_MAX, tickAmount: 4 },
    dataLabels: { enabled: false },
    colors: ['#2563eb'],
  };
}

function bubbleOptions(colors: string[]): ApexOptions {
  return {
    chart: { id: 'sources', toolbar: { show: false }, animations: { enabled: false } },
    // z is the radius in pixels, not a relative size.
    plotOptions: { bubble: { zScaling: false } },
    xaxis: { labels: { show: false }, min: 0, max: colors.length + 1, tickAmount: 1 },
    yaxis: { show: false, min: 0, max: 2 },
    dataLabels: { enabled: false },
    colors,
    legend: { show: true },
  };
}

export interface ActivityChartsProps {
  activity: NotificationActivity;
}

export default function ActivityCharts({ activity }: ActivityChartsProps) {
  const days = activity.activityByDay.map((entry) => entry.day);
  const sources = activity.sources;
  return (
    <SimpleGrid columns={{ base: 1, '2xl': 2 }} gap="4">
      <Stack gap="1" data-testid="activity-chart">
        <Chart
          type="bar"
          height={220}
          options={barOptions(days)}
          series={[{ name: t.activityTitle, data: activity.activityByDay.map((d) => d.count) }]}
        />
      </Stack>
      <Stack gap="1" data-testid="sources-chart">
        <Text fontWeight="medium">{t.sourcesTitle}</Text>
        {sources.length === 0 ? (
          <Text color="fg.muted">{t.noActivity}</Text>
        ) : (
          <Chart
            type="bubble"
            height={200}
            options={bubbleOptions(sources.map((source) => source.color))}
            series={sources.map((source, index) => ({
              name: `${source.name} (${source.count})`,
              data: [[index + 1, 1, bubbleDiameter(source.count) / 2]],
            }))}
          />
        )}
      </Stack>
    </SimpleGrid>
  );
}
