import type { NotificationActivity } from '@vigia/shared/contracts';
import {
  countScale,
  dayAxisLabel,
  dayFullName,
  hasActivity,
  weekChartModel,
} from './activity-chart-model';

const days = [
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
];

function activity(perDay: Record<string, number>[]): NotificationActivity {
  const totals = new Map<string, number>();
  for (const counts of perDay) {
    for (const [name, count] of Object.entries(counts))
      totals.set(name, (totals.get(name) ?? 0) + count);
  }
  return {
    activityByDay: days.map((day, index) => {
      const bySource = perDay[index] ?? {};
      return { day, bySource, count: Object.values(bySource).reduce((a, b) => a + b, 0) };
    }),
    sources: [...totals].map(([name, count]) => ({
      name,
      count,
      color: name === 'BOE' ? '#7a1f2b' : '#0a6ab3',
    })),
  };
}

describe('countScale: the axis comes from the data', () => {
  it('draws the largest day at its real height, on a round maximum', () => {
    expect(countScale(170)).toEqual({ max: 200, tickAmount: 4 });
    expect(countScale(200)).toEqual({ max: 200, tickAmount: 4 });
    expect(countScale(21)).toEqual({ max: 25, tickAmount: 5 });
    expect(countScale(1000)).toEqual({ max: 1000, tickAmount: 5 });
  });

  it('keeps whole numbers on small volumes', () => {
    expect(countScale(1)).toEqual({ max: 1, tickAmount: 1 });
    expect(countScale(3)).toEqual({ max: 3, tickAmount: 3 });
    expect(countScale(7)).toEqual({ max: 8, tickAmount: 4 });
  });

  it('has a scale even with nothing to draw', () => {
    expect(countScale(0)).toEqual({ max: 1, tickAmount: 1 });
  });
});

describe('day labels', () => {
  it('writes weekday over day, in the locale', () => {
    expect(dayAxisLabel('2026-11-16', 'es-ES')).toEqual(['lun', '16']);
    expect(dayAxisLabel('2026-11-16', 'en-GB')).toEqual(['Mon', '16']);
    expect(dayFullName('2026-11-16', 'es-ES')).toBe('lunes, 16 de noviembre');
  });
});

describe('weekChartModel', () => {
  it('stacks each source per day and labels all seven days', () => {
    const model = weekChartModel(
      activity([{ BOE: 120, DOGA: 50 }, {}, { BOE: 1 }, {}, {}, {}, { DOGA: 4 }]),
      'es-ES',
    );
    expect(model.labels).toHaveLength(7);
    expect(model.labels.at(-1)).toEqual(['dom', '22']);
    expect(model.series).toEqual([
      { name: 'BOE', color: '#7a1f2b', data: [120, 0, 1, 0, 0, 0, 0] },
      { name: 'DOGA', color: '#0a6ab3', data: [50, 0, 0, 0, 0, 0, 4] },
    ]);
    expect(model.totals).toEqual([170, 0, 1, 0, 0, 0, 4]);
    expect(model.scale).toEqual({ max: 200, tickAmount: 4 });
  });

  it('knows a week without notifications', () => {
    expect(hasActivity(activity([]))).toBe(false);
    expect(hasActivity(activity([{}, { BOE: 1 }]))).toBe(true);
  });
});
