import '@vigia/shared/testing/mock-auth';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@vigia/shared/ui';
import { apiError, apiSubscription, listBody, ok, stubApi } from '../../test';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SubscriptionsPage } from './SubscriptionsPage';

const LIST = 'GET /v1/subscriptions';
const many = (count: number, from = 1) =>
  Array.from({ length: count }, (_, index) => apiSubscription(`s${from + index}`));

/** 10 subscriptions: 9 on page 1, 1 on page 2; any filter narrows to the first one. */
function pagedApi() {
  return stubApi({
    [LIST]: ({ query }) => {
      if (query.get('type') || query.get('search')) return ok(listBody(many(1), { total: 1 }));
      const page = Number(query.get('page'));
      return ok(listBody(page === 1 ? many(9) : many(1, 10), { total: 10, page, limit: 9 }));
    },
  });
}

let createToast: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  createToast = jest.spyOn(toaster, 'create');
});
afterEach(() => {
  createToast.mockRestore();
  jest.useRealTimers();
});

const toastTitles = () => createToast.mock.calls.map(([options]) => options.title);

describe('SubscriptionsPage', () => {
  it('shows the title, the new-subscription link and the filter bar', async () => {
    pagedApi();
    renderWithProviders(<SubscriptionsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Subscripciones' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva subscripción' })).toHaveAttribute(
      'href',
      '/subscriptions/types',
    );
    expect(screen.getByLabelText('Buscar subscripciones')).toHaveAttribute(
      'placeholder',
      'Buscar subscripciones...',
    );
    const source = screen.getByLabelText('Filtrar por fuente');
    expect(
      within(source)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Todas las fuentes', 'BOE', 'DOGA', 'Otras']);
    expect(await screen.findAllByTestId('subscription-card')).toHaveLength(9);
  });

  it('shows skeletons while the first page loads', () => {
    stubApi({ [LIST]: () => new Promise(() => undefined) });
    renderWithProviders(<SubscriptionsPage />);
    expect(screen.getAllByTestId('subscription-card-skeleton').length).toBeGreaterThan(0);
    expect(screen.getByText('Cargando subscripciones')).toBeInTheDocument();
  });

  it('shows the empty state with a create link when there is nothing yet', async () => {
    stubApi({ [LIST]: ok(listBody([])) });
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('Aún no tienes subscripciones')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear subscripción' })).toHaveAttribute(
      'href',
      '/subscriptions/types',
    );
    expect(screen.getByRole('button', { name: 'Eliminar todo' })).toBeDisabled();
    expect(screen.queryByText(/^Page/)).not.toBeInTheDocument();
  });

  it("pages 9 at a time with Previous, Next and 'Page X of Y'", async () => {
    const api = pagedApi();
    const { user } = renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(await screen.findAllByTestId('subscription-card')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(api.callsTo(LIST).at(-1)?.query.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(await screen.findByText('Page 1 of 2')).toBeInTheDocument();
  });

  it('keeps search, source and page in the URL, and starts from a link holding them', async () => {
    const api = pagedApi();
    const { user } = renderWithProviders(<SubscriptionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions?pagina=2');
    await user.type(screen.getByLabelText('Buscar subscripciones'), 'obras');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions?q=obras'),
    );
    await user.selectOptions(screen.getByLabelText('Filtrar por fuente'), 'boe');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/subscriptions?q=obras&fuente=boe'),
    );
    cleanup();

    renderWithProviders(<SubscriptionsPage />, {
      path: '/subscriptions?q=vigo&fuente=doga&pagina=2',
    });
    expect(screen.getByLabelText('Buscar subscripciones')).toHaveValue('vigo');
    expect(screen.getByLabelText('Filtrar por fuente')).toHaveValue('doga');
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(0));
    const sent = api.callsTo(LIST).at(-1)?.query;
    expect(sent?.get('search')).toBe('vigo');
    expect(sent?.get('type')).toBe('doga');
    expect(sent?.get('page')).toBe('2');
  });

  it('goes back to page 1 when the source filter changes', async () => {
    const api = pagedApi();
    const { user } = renderWithProviders(<SubscriptionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filtrar por fuente'), 'doga');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
    const last = api.callsTo(LIST).at(-1)?.query;
    expect(last?.get('type')).toBe('doga');
    expect(last?.get('page')).toBe('1');
  });

  it('sends the search once typing pauses, and from page 1', async () => {
    const api = pagedApi();
    const { user } = renderWithProviders(<SubscriptionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    const before = api.callsTo(LIST).length;

    await user.type(screen.getByLabelText('Buscar subscripciones'), 'obras');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query.get('search')).toBe('obras'));
    const searches = api.callsTo(LIST).slice(before);
    expect(searches).toHaveLength(1);
    expect(searches[0].query.get('page')).toBe('1');
    expect(await screen.findByText('Page 1 of 1')).toBeInTheDocument();
  });

  it('tells a search without results apart from an empty list, and clears the filters', async () => {
    stubApi({
      [LIST]: ({ query }) =>
        query.get('search') ? ok(listBody([])) : ok(listBody(many(2), { total: 2 })),
    });
    const { user } = renderWithProviders(<SubscriptionsPage />);
    await screen.findAllByTestId('subscription-card');
    await user.type(screen.getByLabelText('Buscar subscripciones'), 'nada');
    // The search goes to the URL once typing pauses, then to the api.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?q=nada'));
    expect(
      await screen.findByText('Ninguna subscripción coincide con tu búsqueda'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Aún no tienes subscripciones')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(screen.getByLabelText('Buscar subscripciones')).toHaveValue('');
    expect(await screen.findAllByTestId('subscription-card')).toHaveLength(2);
  });

  it('shows the error card with a retry when the list fails and nothing is cached', async () => {
    const api = stubApi({ [LIST]: apiError(500, 'INTERNAL', 'Database unavailable') });
    const { user } = renderWithProviders(<SubscriptionsPage />);
    const card = await screen.findByTestId('subscriptions-error');
    expect(card).toHaveTextContent('Error al cargar subscripciones');
    expect(card).not.toHaveTextContent('Database unavailable');
    expect(card).not.toHaveTextContent('Vuelve a iniciar sesión');

    api.routes[LIST] = ok(listBody(many(1)));
    await user.click(within(card).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByTestId('subscription-card')).toHaveLength(1);
  });

  it('adds the hint to log in again to a 401', async () => {
    stubApi({ [LIST]: apiError(401, 'UNAUTHORIZED', 'Invalid token') });
    renderWithProviders(<SubscriptionsPage />);
    const card = await screen.findByTestId('subscriptions-error');
    expect(card).toHaveTextContent('Tu sesión puede haber caducado. Vuelve a iniciar sesión.');
    expect(within(card).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("shows the last list fetched with 'Usando datos en caché', then 'Conectado al servidor'", async () => {
    const api = stubApi({ [LIST]: ok(listBody([apiSubscription('s1', { name: 'Guardada' })])) });
    const first = renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByRole('link', { name: 'Guardada' })).toBeInTheDocument();
    first.unmount();

    jest.useFakeTimers();
    api.routes[LIST] = 'network-error';
    renderWithProviders(<SubscriptionsPage />);
    expect(await screen.findByRole('link', { name: 'Guardada' })).toBeInTheDocument();
    expect(screen.getByTestId('subscriptions-fallback')).toHaveTextContent(
      'Sin conexión con el servidor',
    );
    expect(createToast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'warning', title: 'Usando datos en caché' }),
    );
    expect(screen.queryByTestId('subscriptions-error')).not.toBeInTheDocument();

    api.routes[LIST] = ok(listBody([apiSubscription('s2', { name: 'En directo' })]));
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(await screen.findByRole('link', { name: 'En directo' })).toBeInTheDocument();
    expect(screen.queryByTestId('subscriptions-fallback')).not.toBeInTheDocument();
    expect(createToast).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'success', title: 'Conectado al servidor' }),
    );
  });

  it('deletes everything after confirmation and says how many', async () => {
    const api = stubApi({
      [LIST]: ok(listBody(many(3), { total: 3 })),
      'DELETE /v1/subscriptions/delete-all': ok({
        success: true,
        message: 'Deleted',
        deletedCount: 3,
      }),
    });
    const { user } = renderWithProviders(<SubscriptionsPage />);
    await screen.findAllByTestId('subscription-card');
    await user.click(screen.getByRole('button', { name: 'Eliminar todo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Eliminar todas las subscripciones?');
    api.routes[LIST] = ok(listBody([]));
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar todo' }));

    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({
        type: 'success',
        title: 'Todas las subscripciones eliminadas',
        description: '3 subscripciones eliminadas',
      }),
    );
    expect(await screen.findByText('Aún no tienes subscripciones')).toBeInTheDocument();
  });

  it("says 'Error al eliminar todo' when deleting everything fails", async () => {
    stubApi({
      [LIST]: ok(listBody(many(2), { total: 2 })),
      'DELETE /v1/subscriptions/delete-all': 'network-error',
    });
    const { user } = renderWithProviders(<SubscriptionsPage />);
    await screen.findAllByTestId('subscription-card');
    await user.click(screen.getByRole('button', { name: 'Eliminar todo' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar todo' }));
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({
        type: 'error',
        title: 'Error al eliminar todo',
        description:
          'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
      }),
    );
    expect(await screen.findAllByTestId('subscription-card')).toHaveLength(2);
    expect(toastTitles()).not.toContain('Todas las subscripciones eliminadas');
  });
});
