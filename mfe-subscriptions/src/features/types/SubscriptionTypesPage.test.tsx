import '@vigia/shared/testing/mock-auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, ok, stubApi } from '../../test';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SubscriptionTypesPage } from './SubscriptionTypesPage';

const TYPES = 'GET /v1/subscriptions/types';

const boe = {
  id: 'boe',
  name: 'boe',
  displayName: 'BOE',
  description: 'Boletín Oficial del Estado',
  icon: null,
  logoUrl: '/logos/boe.svg',
  isSystem: true,
  metadata: { defaultPrompts: ['licitaciones', 'subvenciones', 'oposiciones', 'becas'] },
};
const custom = {
  id: 'mi-tipo',
  name: 'Mi tipo',
  displayName: null,
  description: 'Un tipo propio',
  icon: null,
  logoUrl: null,
  isSystem: false,
  metadata: { defaultPrompts: ['uno'] },
};

const renderTypes = () =>
  renderWithProviders(<SubscriptionTypesPage />, { path: '/subscriptions/types' });

describe('SubscriptionTypesPage', () => {
  it('shows a skeleton while loading, then each type with logo, name, badge, description and prompts', async () => {
    stubApi({ [TYPES]: ok({ types: [boe, custom] }) });
    renderTypes();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Select Subscription Type' }),
    ).toBeVisible();
    expect(screen.getAllByTestId('subscription-type-skeleton').length).toBeGreaterThan(0);

    const cards = await screen.findAllByTestId('subscription-type-card');
    expect(cards).toHaveLength(2);
    const [boeCard, customCard] = cards;
    expect(within(boeCard).getByRole('img', { name: 'Logo de BOE' })).toBeInTheDocument();
    expect(boeCard).toHaveTextContent('System');
    expect(boeCard).toHaveTextContent('Boletín Oficial del Estado');
    expect(boeCard).toHaveTextContent('licitaciones');
    expect(boeCard).toHaveTextContent('subvenciones');
    expect(boeCard).not.toHaveTextContent('oposiciones');
    expect(boeCard).toHaveTextContent('+2 more');

    expect(within(customCard).getByRole('link', { name: 'Mi tipo' })).toBeInTheDocument();
    expect(customCard).not.toHaveTextContent('System');
    expect(customCard).not.toHaveTextContent('more');
    expect(within(customCard).getByTestId('default-logo')).toHaveTextContent('MITI');
    expect(screen.queryByTestId('subscription-type-skeleton')).not.toBeInTheDocument();
  });

  it('goes to the create form of the chosen type', async () => {
    stubApi({ [TYPES]: ok({ types: [boe] }) });
    const { user } = renderTypes();
    await user.click(await screen.findByRole('link', { name: 'BOE' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions/create/boe');
  });

  it('has a back button to the list', async () => {
    stubApi({ [TYPES]: ok({ types: [boe] }) });
    renderTypes();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/subscriptions');
  });

  it("says 'No subscription types available' when there are none", async () => {
    stubApi({ [TYPES]: ok({ types: [] }) });
    renderTypes();
    expect(await screen.findByText('No subscription types available')).toBeInTheDocument();
  });

  it("shows the error with 'Try Again' and the built-in BOE and DOGA meanwhile", async () => {
    const api = stubApi({ [TYPES]: apiError(500, 'INTERNAL') });
    const { user } = renderTypes();
    expect(await screen.findByText('Failed to load subscription types')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while loading subscription types')).toBeVisible();
    expect(screen.getByRole('link', { name: 'BOE' })).toHaveAttribute(
      'href',
      '/subscriptions/create/boe',
    );
    expect(screen.getByRole('link', { name: 'DOGA' })).toHaveAttribute(
      'href',
      '/subscriptions/create/doga',
    );

    api.routes[TYPES] = ok({ types: [custom] });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Mi tipo' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load subscription types')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'BOE' })).not.toBeInTheDocument();
  });

  it('shows the default mark when a logo fails to load', async () => {
    stubApi({ [TYPES]: ok({ types: [boe] }) });
    renderTypes();
    const logo = await screen.findByRole('img', { name: 'Logo de BOE' });
    fireEvent.error(logo);
    await waitFor(() => expect(screen.getByTestId('default-logo')).toHaveTextContent('BOE'));
    expect(screen.queryByRole('img', { name: 'Logo de BOE' })).not.toBeInTheDocument();
  });
});
