import { activityOf as activity } from './activity-fixture';
import {
  countScale,
  dayAxisLabel,
  dayFullName,
  donutArcs,
  hasActivity,
  MIN_ARC_SHARE,
  weekChartModel,
} from './activity-chart-model';

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

describe('donutArcs: one arc per source, readable at any volume', () => {
  const sources = (counts: Record<string, number>) =>
    Object.entries(counts).map(([name, count]) => ({ name, count, color: '#000000' }));
  const shares = (counts: Record<string, number>) =>
    donutArcs(sources(counts)).map((arc) => [arc.name, Number(arc.share.toFixed(4))]);

  it('gives each source its share of the circle, one after the other', () => {
    const arcs = donutArcs(sources({ BOE: 6, DOGA: 4 }));
    expect(arcs.map(({ name, count, start, share }) => ({ name, count, start, share }))).toEqual([
      { name: 'BOE', count: 6, start: 0, share: 0.6 },
      { name: 'DOGA', count: 4, start: 0.6, share: 0.4 },
    ]);
  });

  it('draws 1 of 10,000 as the minimum arc, taken from the larger source', () => {
    expect(shares({ BOE: 9999, DOGA: 1 })).toEqual([
      ['BOE', 1 - MIN_ARC_SHARE],
      ['DOGA', MIN_ARC_SHARE],
    ]);
  });

  it('raises an arc that the first raise pushed under the minimum too', () => {
    // DOGA's 2.02% is above the minimum until the 1-in-1,000 arc takes its 2% from everyone.
    const arcs = shares({ BOE: 9788, DOGA: 202, Otro: 10 });
    expect(arcs).toEqual([
      ['BOE', 1 - 2 * MIN_ARC_SHARE],
      ['DOGA', MIN_ARC_SHARE],
      ['Otro', MIN_ARC_SHARE],
    ]);
  });

  it('leaves out a source without notifications, and draws nothing for none', () => {
    expect(shares({ BOE: 3, DOGA: 0 })).toEqual([['BOE', 1]]);
    expect(donutArcs(sources({ BOE: 0 }))).toEqual([]);
  });
});
