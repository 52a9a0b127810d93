import { screen, within } from '@testing-library/react';
import { renderWithSystem } from '@vigia/shared/testing';
import { activityOf } from './activity-fixture';
import ActivityCharts from './ActivityCharts';

const tenNotifications = activityOf([
  { BOE: 2 },
  { DOGA: 1 },
  {},
  { BOE: 2, DOGA: 1 },
  {},
  { BOE: 2 },
  { DOGA: 2 },
]);

describe('ActivityCharts', () => {
  it('says so in a sentence when the week is empty, with no drawing', () => {
    renderWithSystem(<ActivityCharts activity={activityOf([])} />);
    expect(screen.getByTestId('activity-empty')).toHaveTextContent(
      'No has recibido notificaciones en los últimos 7 días.',
    );
    expect(document.querySelector('svg')).toBeNull();
  });

  it('draws the bars and the donut for the eye, and gives screen readers the figures', () => {
    renderWithSystem(<ActivityCharts activity={tenNotifications} />);
    const week = screen.getByTestId('activity-chart');
    const sources = screen.getByTestId('sources-chart');
    for (const [chart, drawing] of [
      [week, 'week-bars'],
      [sources, 'sources-donut'],
    ] as const) {
      const picture = within(chart).getByTestId(drawing).closest('[aria-hidden="true"]');
      expect(picture).not.toBeNull();
      // Nothing in a drawing takes focus, so hiding it from screen readers hides it from Tab too.
      expect(picture?.querySelector('a, button, input, [tabindex]')).toBeNull();
    }
    const table = within(week).getByRole('table', { name: 'Notificaciones por día' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(
      within(rows[3])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1', '3']);
    expect(
      within(sources)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['BOE: 6', 'DOGA: 4']);
  });
});
