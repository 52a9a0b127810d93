import { Stack } from '@chakra-ui/react';
import type { WeekChartModel } from './activity-chart-model';
import { ChartLegend } from './ChartLegend';
import { useElementWidth } from './useElementWidth';

const HEIGHT = 260;
/** Room above the plot for the busiest day's total, below it for the two-line day labels. */
const TOP = 22;
const BOTTOM = 40;
const RIGHT = 4;
const FONT_SIZE = 12;
/** Roughly one digit's width at FONT_SIZE, to fit the widest tick label left of the plot. */
const DIGIT_WIDTH = 7.5;
const MAX_BAR_WIDTH = 48;

/** Each tick of the count axis: 0, step, 2·step … max, all whole numbers (countScale's). */
export function axisTicks({ max, tickAmount }: WeekChartModel['scale']): number[] {
  return Array.from({ length: tickAmount + 1 }, (_, index) => (max / tickAmount) * index);
}

/**
 * The week as stacked bars (issue 25): one bar per day with a segment per source, on the model's
 * axis, every day labelled and its total written above its bar, and the sources' key. Fills its
 * container's width at a fixed height, in the page's font and text colour.
 */
export function WeekBars({ model }: { model: WeekChartModel }) {
  const [container, width] = useElementWidth<HTMLDivElement>(560);
  const ticks = axisTicks(model.scale);
  const left = Math.max(...ticks.map((tick) => String(tick).length)) * DIGIT_WIDTH + 10;
  const plotBottom = HEIGHT - BOTTOM;
  const plotHeight = plotBottom - TOP;
  const band = Math.max(0, width - left - RIGHT) / model.totals.length;
  const barWidth = Math.min(band * 0.6, MAX_BAR_WIDTH);
  const y = (count: number) => plotBottom - (count / model.scale.max) * plotHeight;
  const centre = (day: number) => left + band * (day + 0.5);

  return (
    <Stack gap="2" ref={container}>
      <svg
        data-testid="week-bars"
        width="100%"
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        style={{ display: 'block', fontFamily: 'inherit', fontSize: FONT_SIZE }}
      >
        <g data-testid="week-axis-y" fill="currentColor">
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={left}
                x2={width - RIGHT}
                y1={y(tick)}
                y2={y(tick)}
                stroke="currentColor"
                strokeOpacity={tick === 0 ? 0.5 : 0.15}
                strokeDasharray={tick === 0 ? undefined : '3 3'}
              />
              <text x={left - 8} y={y(tick)} textAnchor="end" dominantBaseline="middle">
                {tick}
              </text>
            </g>
          ))}
        </g>
        {model.totals.map((total, day) => {
          let stacked = 0;
          return (
            <g key={day} data-testid="week-bar" data-total={total}>
              {model.series.map((series) => {
                const count = series.data[day] ?? 0;
                if (count === 0) return null;
                const bottom = stacked;
                stacked += count;
                return (
                  <rect
                    key={series.name}
                    data-source={series.name}
                    x={centre(day) - barWidth / 2}
                    y={y(stacked)}
                    width={barWidth}
                    height={y(bottom) - y(stacked)}
                    fill={series.color}
                  >
                    <title>{`${model.dayNames[day]} · ${series.name}: ${count}`}</title>
                  </rect>
                );
              })}
              <text
                data-testid="week-total"
                x={centre(day)}
                y={y(total) - 6}
                textAnchor="middle"
                fontWeight={600}
                fill="currentColor"
              >
                {total}
              </text>
            </g>
          );
        })}
        <g data-testid="week-axis-x" fill="currentColor" textAnchor="middle">
          {model.labels.map(([weekday, dayOfMonth], day) => (
            <text key={day} data-testid="week-day" x={centre(day)} y={plotBottom + 16}>
              <tspan>{weekday}</tspan>
              <tspan x={centre(day)} dy={FONT_SIZE + 2}>
                {dayOfMonth}
              </tspan>
            </text>
          ))}
        </g>
      </svg>
      <ChartLegend
        entries={model.series.map((series) => ({ color: series.color, text: series.name }))}
      />
    </Stack>
  );
}
