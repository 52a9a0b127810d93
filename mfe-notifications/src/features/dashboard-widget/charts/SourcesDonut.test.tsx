import { screen, within } from '@testing-library/react';
import { renderWithSystem } from '@vigia/shared/testing';
import { MIN_ARC_SHARE } from './activity-chart-model';
import { SourcesDonut } from './SourcesDonut';

const BOE = '#7a1f2b';
const DOGA = '#0a6ab3';

function renderDonut(boe: number, doga: number) {
  renderWithSystem(
    <SourcesDonut
      sources={[
        { name: 'BOE', count: boe, color: BOE },
        { name: 'DOGA', count: doga, color: DOGA },
      ]}
      totalLabel="Total"
      locale="es-ES"
    />,
  );
  return screen.getByTestId('sources-donut');
}

/** How much of the ring an arc draws (its dash), and where along the ring it starts. */
function drawn(arc: Element) {
  const circumference = 2 * Math.PI * Number(arc.getAttribute('r'));
  const [dash] = (arc.getAttribute('stroke-dasharray') ?? '').split(' ').map(Number);
  return {
    share: dash / circumference,
    start: -Number(arc.getAttribute('stroke-dashoffset')) / circumference,
  };
}

describe('SourcesDonut', () => {
  it('draws one arc per source in its colour, in proportion to its count', () => {
    const svg = renderDonut(6, 4);
    const [boe, doga] = within(svg).getAllByTestId('donut-arc');
    expect(boe).toHaveAttribute('stroke', BOE);
    expect(doga).toHaveAttribute('stroke', DOGA);
    expect(drawn(boe).share).toBeCloseTo(0.6);
    expect(drawn(boe).start).toBeCloseTo(0);
    expect(drawn(doga).share).toBeCloseTo(0.4);
    expect(drawn(doga).start).toBeCloseTo(0.6);
    expect(boe.querySelector('title')).toHaveTextContent('BOE: 6 (60 %)');
  });

  it('still shows a source with 1 notification of 10,000, as the minimum arc', () => {
    const svg = renderDonut(9999, 1);
    const [boe, doga] = within(svg).getAllByTestId('donut-arc');
    expect(drawn(doga).share).toBeCloseTo(MIN_ARC_SHARE);
    expect(drawn(boe).share + drawn(doga).share).toBeCloseTo(1);
    expect(doga.querySelector('title')).toHaveTextContent('DOGA: 1 (0,01 %)');
    expect(screen.getByText('DOGA: 1')).toBeInTheDocument();
  });

  it('writes the total with its label in the middle', () => {
    const svg = renderDonut(112, 88);
    expect(within(svg).getByTestId('donut-total')).toHaveTextContent('200');
    expect(within(svg).getByText('Total')).toBeInTheDocument();
  });

  it("keys each source's colour to its name and count", () => {
    renderDonut(6, 4);
    const items = screen.getAllByTestId('legend-item');
    expect(items.map((item) => item.textContent)).toEqual(['BOE: 6', 'DOGA: 4']);
    expect(items[0].firstElementChild).toHaveStyle({ backgroundColor: BOE });
  });

  it('shrinks with a narrow card and never grows past its size', () => {
    const svg = renderDonut(6, 4);
    expect(svg).toHaveAttribute('width', '100%');
    expect(svg).toHaveAttribute('viewBox', '0 0 200 200');
    expect(svg).toHaveStyle({ maxWidth: '200px' });
  });
});
