import type { NotificationActivity } from '@vigia/shared/contracts';

/** One source's bars across the days, in its colour. */
export interface SourceSeries {
  name: string;
  color: string;
  data: number[];
}

export interface WeekChartModel {
  /** Each day's axis label, weekday over day of the month: ['lun', '16']. */
  labels: [string, string][];
  /** Each day's full name for tooltips and the data table: 'lunes, 16 de noviembre'. */
  dayNames: string[];
  series: SourceSeries[];
  totals: number[];
  scale: AxisScale;
}

export interface AxisScale {
  max: number;
  /** How many intervals between 0 and max; each one is a whole number of notifications. */
  tickAmount: number;
}

/** A bulletin day 'YYYY-MM-DD' at noon UTC: the same calendar day whatever the zone. */
function noonOf(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

/** ['lun', '16'] for '2026-11-16' in es-ES: both lines fit seven days on a phone. */
export function dayAxisLabel(day: string, locale: string): [string, string] {
  const date = noonOf(day);
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' })
    .format(date)
    .replace(/\.$/, '');
  const dayOfMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
  return [weekday, dayOfMonth];
}

/** 'lunes, 16 de noviembre' for '2026-11-16' in es-ES. */
export function dayFullName(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(noonOf(day));
}

const MAX_INTERVALS = 5;

/**
 * The count axis from the data (issue 25): from 0 to a round number at or above the largest
 * value, in at most 5 steps of 1, 2 or 5 × 10ⁿ, so a day of 170 is drawn as 170 and a day of 3
 * shows whole numbers.
 */
export function countScale(largest: number): AxisScale {
  if (largest <= 0) return { max: 1, tickAmount: 1 };
  const rough = largest / MAX_INTERVALS;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(rough, 1)));
  const step =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((candidate) => candidate >= rough) ??
    10 * magnitude;
  const wholeStep = Math.max(1, Math.ceil(step));
  const max = Math.ceil(largest / wholeStep) * wholeStep;
  return { max, tickAmount: max / wholeStep };
}

/** The weekly chart: one stacked bar per day, one colour per source, the axis from the data. */
export function weekChartModel(activity: NotificationActivity, locale: string): WeekChartModel {
  const days = activity.activityByDay;
  const series = activity.sources.map((source) => ({
    name: source.name,
    color: source.color,
    data: days.map((entry) => entry.bySource[source.name] ?? 0),
  }));
  const totals = days.map((entry) => entry.count);
  return {
    labels: days.map((entry) => dayAxisLabel(entry.day, locale)),
    dayNames: days.map((entry) => dayFullName(entry.day, locale)),
    series,
    totals,
    scale: countScale(Math.max(0, ...totals)),
  };
}

export function hasActivity(activity: NotificationActivity): boolean {
  return activity.activityByDay.some((entry) => entry.count > 0);
}

/** One source's arc of the donut: where it starts and how much of the circle it takes (0–1). */
export interface DonutArc {
  name: string;
  color: string;
  count: number;
  start: number;
  share: number;
}

/** The smallest arc of a source with notifications (7.2°): 1 of 10,000 still shows. */
export const MIN_ARC_SHARE = 0.02;

/**
 * The sources' arcs, clockwise from the top, in proportion to their counts; a source with any
 * notification takes at least `minShare` of the circle, taken from the larger ones.
 */
export function donutArcs(
  sources: NotificationActivity['sources'],
  minShare = MIN_ARC_SHARE,
): DonutArc[] {
  const shown = sources.filter((source) => source.count > 0);
  const total = shown.reduce((sum, source) => sum + source.count, 0);
  if (total === 0) return [];
  const shares = shown.map((source) => source.count / total);
  const raised = new Set<number>();
  // Raising a small arc shrinks the others, which may bring one of them under the minimum too.
  for (;;) {
    const under = shares.findIndex((share, index) => !raised.has(index) && share < minShare);
    if (under < 0 || (raised.size + 1) * minShare >= 1) break;
    raised.add(under);
    const rest = shares.reduce((sum, share, index) => (raised.has(index) ? sum : sum + share), 0);
    const scale = (1 - raised.size * minShare) / rest;
    shares.forEach((share, index) => {
      shares[index] = raised.has(index) ? minShare : share * scale;
    });
  }
  let start = 0;
  return shown.map((source, index) => {
    const arc = { ...source, start, share: shares[index] };
    start += shares[index];
    return arc;
  });
}
