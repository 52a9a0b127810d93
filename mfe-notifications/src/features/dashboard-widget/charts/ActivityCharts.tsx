import { SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ApexOptions } from 'apexcharts';
import Chart from 'react-apexcharts';
import type { NotificationActivity } from '@vigia/shared/contracts';
import { userLocale } from '@vigia/shared/ui';
import { hasActivity, weekChartModel, type WeekChartModel } from './activity-chart-model';
import { notificationsMessages } from '../../../i18n/notifications';

const t = notificationsMessages.widgets;

/** The app's text: the charts draw in the font and colour of the page around them. */
const chartText = { fontFamily: 'inherit', foreColor: 'currentColor' } as const;

function weekOptions(model: WeekChartModel): ApexOptions {
  return {
    chart: {
      id: 'weekly-activity',
      stacked: true,
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      ...chartText,
    },
    colors: model.series.map((series) => series.color),
    plotOptions: {
      bar: {
        columnWidth: '60%',
        borderRadius: 3,
        borderRadiusApplication: 'end',
        borderRadiusWhenStacked: 'last',
        dataLabels: { total: { enabled: true, style: { fontWeight: 600 } } },
      },
    },
    dataLabels: { enabled: false },
    xaxis: {
      categories: model.labels,
      labels: { rotate: 0, hideOverlappingLabels: false, trim: false },
      axisTicks: { show: false },
      tooltip: { enabled: false },
    },
    yaxis: {
      min: 0,
      max: model.scale.max,
      tickAmount: model.scale.tickAmount,
      labels: { formatter: (value) => String(Math.round(value)) },
    },
    legend: { position: 'bottom', horizontalAlign: 'left' },
    tooltip: {
      shared: true,
      intersect: false,
      x: { formatter: (_value, opts) => model.dayNames[opts?.dataPointIndex ?? -1] ?? '' },
    },
    grid: { strokeDashArray: 3 },
  };
}

function sourcesOptions(activity: NotificationActivity): ApexOptions {
  const total = activity.sources.reduce((sum, source) => sum + source.count, 0);
  return {
    chart: { id: 'sources', animations: { enabled: false }, ...chartText },
    labels: activity.sources.map((source) => source.name),
    colors: activity.sources.map((source) => source.color),
    legend: {
      position: 'bottom',
      formatter: (name, opts) =>
        `${name}: ${activity.sources[opts?.seriesIndex ?? -1]?.count ?? 0}`,
    },
    dataLabels: { enabled: false },
    stroke: { width: 1 },
    plotOptions: {
      pie: {
        donut: {
          size: '62%',
          labels: {
            show: true,
            total: { show: true, label: t.total, formatter: () => String(total) },
          },
        },
      },
    },
  };
}

/** The same figures as a table, for screen readers (the charts are pictures). */
function WeekTable({ model }: { model: WeekChartModel }) {
  return (
    <VisuallyHidden asChild>
      <table>
        <caption>{t.weekTitle}</caption>
        <thead>
          <tr>
            <th scope="col">{t.day}</th>
            {model.series.map((series) => (
              <th scope="col" key={series.name}>
                {series.name}
              </th>
            ))}
            <th scope="col">{t.total}</th>
          </tr>
        </thead>
        <tbody>
          {model.dayNames.map((name, index) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              {model.series.map((series) => (
                <td key={series.name}>{series.data[index]}</td>
              ))}
              <td>{model.totals[index]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </VisuallyHidden>
  );
}

export interface ActivityChartsProps {
  activity: NotificationActivity;
}

/**
 * The last 7 days (issue 25): stacked bars per day by source on an axis that follows the data,
 * every day labelled in the user's locale, and a donut of the sources with their counts.
 */
export default function ActivityCharts({ activity }: ActivityChartsProps) {
  if (!hasActivity(activity)) {
    return (
      <Text color="fg.muted" data-testid="activity-empty">
        {t.noActivity}
      </Text>
    );
  }
  const model = weekChartModel(activity, userLocale());
  return (
    <SimpleGrid columns={{ base: 1, '2xl': 2 }} gap="6">
      <Stack gap="1" data-testid="activity-chart">
        <Text fontWeight="medium">{t.weekTitle}</Text>
        {/* The table below says it for screen readers; inert keeps the drawing out of Tab too. */}
        <div aria-hidden="true" inert>
          <Chart type="bar" height={260} options={weekOptions(model)} series={model.series} />
        </div>
        <WeekTable model={model} />
      </Stack>
      <Stack gap="1" data-testid="sources-chart">
        <Text fontWeight="medium">{t.sourcesTitle}</Text>
        <div aria-hidden="true" inert>
          <Chart
            type="donut"
            height={240}
            options={sourcesOptions(activity)}
            series={activity.sources.map((source) => source.count)}
          />
        </div>
        <VisuallyHidden asChild>
          <ul>
            {activity.sources.map((source) => (
              <li key={source.name}>{`${source.name}: ${source.count}`}</li>
            ))}
          </ul>
        </VisuallyHidden>
      </Stack>
    </SimpleGrid>
  );
}
