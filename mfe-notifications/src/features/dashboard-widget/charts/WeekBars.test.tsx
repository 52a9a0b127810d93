import { screen, within } from '@testing-library/react';
import { renderWithSystem } from '@vigia/shared/testing';
import { activityOf } from './activity-fixture';
import { weekChartModel } from './activity-chart-model';
import { WeekBars } from './WeekBars';

const busyWeek = activityOf([
  { BOE: 120, DOGA: 50 },
  {},
  { BOE: 1 },
  {},
  { DOGA: 3 },
  {},
  { DOGA: 4 },
]);

function renderBars(activity = busyWeek) {
  renderWithSystem(<WeekBars model={weekChartModel(activity, 'es-ES')} />);
  return screen.getByTestId('week-bars');
}

const numberAttribute = (element: Element, name: string) => Number(element.getAttribute(name));
const texts = (elements: Element[]) => elements.map((element) => element.textContent);

afterEach(() => jest.restoreAllMocks());

describe('WeekBars', () => {
  it("writes the model's scale on the count axis, from 0 to above the busiest day", () => {
    const svg = renderBars();
    const axis = within(svg).getByTestId('week-axis-y');
    expect(texts([...axis.querySelectorAll('text')])).toEqual(['0', '50', '100', '150', '200']);
    // A grid line per tick, the 0 line the plot's base.
    expect(axis.querySelectorAll('line')).toHaveLength(5);
  });

  it('labels all seven days, weekday over day of the month', () => {
    const svg = renderBars();
    const labels = within(svg).getAllByTestId('week-day');
    expect(texts(labels)).toEqual(['lun16', 'mar17', 'mié18', 'jue19', 'vie20', 'sáb21', 'dom22']);
    expect(texts([...labels[6].querySelectorAll('tspan')])).toEqual(['dom', '22']);
  });

  it("writes each day's total above its bar", () => {
    const svg = renderBars();
    expect(texts(within(svg).getAllByTestId('week-total'))).toEqual([
      '170',
      '0',
      '1',
      '0',
      '3',
      '0',
      '4',
    ]);
    for (const bar of within(svg).getAllByTestId('week-bar')) {
      const total = bar.querySelector('[data-testid="week-total"]');
      const top = Math.min(
        ...[...bar.querySelectorAll('rect')].map((rect) => numberAttribute(rect, 'y')),
      );
      if (total && Number.isFinite(top)) expect(numberAttribute(total, 'y')).toBeLessThan(top);
    }
  });

  it('stacks each day by source, each segment as tall as its count on the axis', () => {
    const svg = renderBars();
    const axis = [...within(svg).getByTestId('week-axis-y').querySelectorAll('line')];
    const base = numberAttribute(axis[0], 'y1');
    const perCount = (base - numberAttribute(axis[4], 'y1')) / 200;
    const [monday, tuesday] = within(svg).getAllByTestId('week-bar');
    const [boe, doga] = [...monday.querySelectorAll('rect')];
    expect(boe).toHaveAttribute('data-source', 'BOE');
    expect(boe).toHaveAttribute('fill', '#7a1f2b');
    expect(numberAttribute(boe, 'height')).toBeCloseTo(120 * perCount);
    expect(numberAttribute(boe, 'y') + numberAttribute(boe, 'height')).toBeCloseTo(base);
    expect(doga).toHaveAttribute('fill', '#0a6ab3');
    expect(numberAttribute(doga, 'height')).toBeCloseTo(50 * perCount);
    // DOGA sits on BOE: the busiest day reaches 170 on a 0–200 axis.
    expect(numberAttribute(doga, 'y') + numberAttribute(doga, 'height')).toBeCloseTo(
      numberAttribute(boe, 'y'),
    );
    expect(tuesday.querySelectorAll('rect')).toHaveLength(0);
  });

  it('names the day, the source and the count of each segment as its tooltip', () => {
    const svg = renderBars();
    expect(texts([...svg.querySelectorAll('rect title')])).toEqual([
      'lunes, 16 de noviembre · BOE: 120',
      'lunes, 16 de noviembre · DOGA: 50',
      'miércoles, 18 de noviembre · BOE: 1',
      'viernes, 20 de noviembre · DOGA: 3',
      'domingo, 22 de noviembre · DOGA: 4',
    ]);
  });

  it("keys each source's colour to its name", () => {
    renderBars();
    const items = screen.getAllByTestId('legend-item');
    expect(texts(items)).toEqual(['BOE', 'DOGA']);
    expect(items[0].firstElementChild).toHaveStyle({ backgroundColor: '#7a1f2b' });
    expect(items[1].firstElementChild).toHaveStyle({ backgroundColor: '#0a6ab3' });
  });

  it("draws at its container's width, every bar inside it, in the page's font", () => {
    jest
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ width: 320 } as DOMRect);
    const svg = renderBars();
    expect(svg).toHaveAttribute('viewBox', '0 0 320 260');
    expect(svg).toHaveAttribute('width', '100%');
    expect(svg).toHaveStyle({ fontFamily: 'inherit' });
    for (const rect of svg.querySelectorAll('rect')) {
      expect(numberAttribute(rect, 'x')).toBeGreaterThan(0);
      expect(numberAttribute(rect, 'x') + numberAttribute(rect, 'width')).toBeLessThanOrEqual(320);
    }
    const lastDay = within(svg).getAllByTestId('week-day')[6];
    expect(numberAttribute(lastDay, 'x')).toBeLessThan(320);
  });
});
