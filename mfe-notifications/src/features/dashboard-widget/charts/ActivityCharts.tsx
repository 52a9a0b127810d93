import { SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { NotificationActivity } from '@vigia/shared/contracts';
import { userLocale } from '@vigia/shared/ui';
import { hasActivity, weekChartModel, type WeekChartModel } from './activity-chart-model';
import { SourcesDonut } from './SourcesDonut';
import { WeekBars } from './WeekBars';
import { notificationsMessages } from '../../../i18n/notifications';

const t = notificationsMessages.widgets;

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
  const locale = userLocale();
  const model = weekChartModel(activity, locale);
  return (
    <SimpleGrid columns={{ base: 1, '2xl': 2 }} gap="6">
      <Stack gap="1" data-testid="activity-chart">
        <Text fontWeight="medium">{t.weekTitle}</Text>
        {/* The table below says it for screen readers. Not inert: the bars' titles show on hover. */}
        <div aria-hidden="true">
          <WeekBars model={model} />
        </div>
        <WeekTable model={model} />
      </Stack>
      <Stack gap="1" data-testid="sources-chart">
        <Text fontWeight="medium">{t.sourcesTitle}</Text>
        <div aria-hidden="true">
          <SourcesDonut sources={activity.sources} totalLabel={t.total} locale={locale} />
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
