import '@vigia/shared/testing/mock-auth';
import { screen } from '@testing-library/react';
import { listBody, ok, stubApi } from './test';
import { renderWithProviders } from './test/renderWithProviders';
import SubscriptionsRoutes from './routes';
import widgets from './widgets';

jest.mock('./features/form/SubscriptionFormPage', () => ({
  SubscriptionFormPage: () => <p>Formulario</p>,
}));
jest.mock('./features/detail/SubscriptionDetailPage', () => ({
  SubscriptionDetailPage: () => <p>Detalle</p>,
}));

beforeEach(() =>
  stubApi({
    'GET /v1/subscriptions': ok(listBody([])),
    'GET /v1/subscriptions/types': ok({ types: [] }),
    'GET /v1/subscriptions/stats': ok({
      stats: {
        total: 0,
        active: 0,
        inactive: 0,
        bySource: { boe: 0, doga: 0, other: 0 },
        byFrequency: {},
      },
    }),
  }),
);

const renderAt = (path: string) =>
  renderWithProviders(<SubscriptionsRoutes basePath="/subscriptions" />, { path });

describe('mfe_subscriptions ./routes', () => {
  it('shows the list on /subscriptions', () => {
    renderAt('/subscriptions');
    expect(screen.getByRole('heading', { level: 1, name: 'Subscripciones' })).toBeInTheDocument();
  });

  it('shows the type selection on /subscriptions/types', () => {
    renderAt('/subscriptions/types');
    expect(screen.getByRole('heading', { name: 'Select Subscription Type' })).toBeInTheDocument();
  });

  it.each([
    ['/subscriptions/create/boe', 'Formulario'],
    ['/subscriptions/edit/s1', 'Formulario'],
    ['/subscriptions/s1', 'Detalle'],
  ])('shows %s', (path, text) => {
    renderAt(path);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('shows the 404 page on a deeper unknown path', () => {
    renderAt('/subscriptions/s1/unknown');
    expect(screen.getByRole('heading', { name: 'Página no encontrada' })).toBeInTheDocument();
  });
});

describe('mfe_subscriptions ./widgets', () => {
  it('exposes the dashboard subscription card', async () => {
    const Widget = widgets.subscriptions;
    renderWithProviders(<Widget />);
    expect(screen.getByRole('heading', { name: 'Subscripciones' })).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes subscripciones')).toBeInTheDocument();
  });
});
