import { Stack } from '@chakra-ui/react';
import type { NotificationActivity } from '@vigia/shared/contracts';
import { donutArcs } from './activity-chart-model';
import { ChartLegend } from './ChartLegend';

const SIZE = 200;
const CENTRE = SIZE / 2;
const RADIUS = 76;
const THICKNESS = 28;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export interface SourcesDonutProps {
  sources: NotificationActivity['sources'];
  /** The word under the total in the middle. */
  totalLabel: string;
  locale: string;
}

/**
 * The sources as a donut (issue 25): an arc per source in its colour (never thinner than
 * donutArcs' minimum), the total in the middle and a key 'BOE: 6'. At most SIZE pixels wide, and
 * narrower with its container, so it never overflows its card.
 */
export function SourcesDonut({ sources, totalLabel, locale }: SourcesDonutProps) {
  const total = sources.reduce((sum, source) => sum + source.count, 0);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumSignificantDigits: 2 });
  return (
    <Stack gap="2" align="center">
      <svg
        data-testid="sources-donut"
        width="100%"
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        style={{ display: 'block', maxWidth: SIZE, fontFamily: 'inherit' }}
      >
        <g transform={`rotate(-90 ${CENTRE} ${CENTRE})`}>
          {donutArcs(sources).map((arc) => (
            <circle
              key={arc.name}
              data-testid="donut-arc"
              data-source={arc.name}
              data-share={arc.share.toFixed(4)}
              cx={CENTRE}
              cy={CENTRE}
              r={RADIUS}
              fill="none"
              stroke={arc.color}
              strokeWidth={THICKNESS}
              strokeDasharray={`${arc.share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
              strokeDashoffset={-arc.start * CIRCUMFERENCE}
            >
              <title>{`${arc.name}: ${arc.count} (${percent.format(arc.count / total)})`}</title>
            </circle>
          ))}
        </g>
        <g fill="currentColor" textAnchor="middle">
          <text data-testid="donut-total" x={CENTRE} y={CENTRE + 4} fontSize={30} fontWeight={600}>
            {total}
          </text>
          <text x={CENTRE} y={CENTRE + 24} fontSize={13}>
            {totalLabel}
          </text>
        </g>
      </svg>
      <ChartLegend
        entries={sources.map((source) => ({
          color: source.color,
          text: `${source.name}: ${source.count}`,
        }))}
      />
    </Stack>
  );
}
