import '@vigia/shared/testing/mock-auth';
import { screen, within } from '@testing-library/react';
import { apiError, ok, stubApi } from '../../test';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SubscriptionsWidget } from './SubscriptionsWidget';

const STATS = 'GET /v1/subscriptions/stats';
const stats = (total: number, active: number, inactive: number) =>
  ok({
    stats: {
      total,
      active,
      inactive,
      bySource: { boe: total, doga: 0, other: 0 },
      byFrequency: {},
    },
  });

const renderWidget = () => renderWithProviders(<SubscriptionsWidget />);

describe('SubscriptionsWidget', () => {
  it('shows total, active and pending (the inactive ones), with a link to the list', async () => {
    stubApi({ [STATS]: stats(5, 3, 2) });
    renderWidget();
    const card = screen.getByRole('region', { name: 'Subscripciones' });
    expect(await within(card).findByTestId('subscriptions-total')).toHaveTextContent('5');
    expect(within(card).getByTestId('subscriptions-active')).toHaveTextContent('3');
    expect(within(card).getByTestId('subscriptions-pending')).toHaveTextContent('2');
    expect(card).toHaveTextContent('Activas');
    expect(card).toHaveTextContent('Pendientes');
    expect(within(card).getByRole('link', { name: 'Ver subscripciones' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
  });

  it('shows a placeholder while loading', () => {
    stubApi({ [STATS]: () => new Promise(() => undefined) });
    renderWidget();
    expect(screen.getByLabelText('Cargando subscripciones')).toHaveAttribute('aria-busy', 'true');
  });

  it('says there are none yet when the total is zero', async () => {
    stubApi({ [STATS]: stats(0, 0, 0) });
    renderWidget();
    expect(await screen.findByText('Aún no tienes subscripciones')).toBeInTheDocument();
  });

  it('says a failure is one, never that there are none, and retries', async () => {
    const api = stubApi({ [STATS]: apiError(404, 'NOT_FOUND') });
    const { user } = renderWidget();
    const failure = await screen.findByTestId('subscriptions-summary-error');
    expect(failure).toHaveTextContent('No se pudieron cargar tus cifras de subscripciones');
    expect(screen.queryByText('Aún no tienes subscripciones')).not.toBeInTheDocument();
    expect(screen.queryByTestId('subscriptions-total')).not.toBeInTheDocument();

    api.routes[STATS] = stats(2, 1, 1);
    await user.click(within(failure).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('subscriptions-total')).toHaveTextContent('2');
  });
});
