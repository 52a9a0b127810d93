import '@vigia/shared/testing/mock-auth';
import '@vigia/shared/testing/pointer-event';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { queryKeys } from '@vigia/shared/api';
import { toaster } from '@vigia/shared/ui';
import { apiError, apiSubscription, ok, stubApi, type StubReply } from '../../test';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SubscriptionDetailPage } from './SubscriptionDetailPage';

const ONE = 'GET /v1/subscriptions/s1';
const STATUS = 'GET /v1/subscriptions/s1/status';
const TOGGLE = 'PATCH /v1/subscriptions/s1/toggle';
const UPDATE = 'PATCH /v1/subscriptions/s1';
const PROCESS = 'POST /v1/subscriptions/s1/process';
const DELETE = 'DELETE /v1/subscriptions/s1';

const longPrompt = `${'contratación pública de obras '.repeat(4)}y servicios del puerto de Vigo`;
const filters = { section: 'III', department: 'Ministerio de Transportes' };
const stored = apiSubscription('s1', {
  name: 'Obras del puerto',
  description: 'Obras y dragados en Vigo',
  prompts: ['obras', longPrompt],
  frequency: 'immediate',
  logo: '/logos/boe.svg',
  filters,
  notifications: 4,
  lastNotification: '2025-02-10T08:15:00.000Z',
  lastProcessed: null,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-05T12:30:00.000Z',
});

function statusReply(status: string): StubReply {
  return ok({
    status: {
      status,
      error: null,
      lastRunAt: null,
      nextRunAt: null,
      processingId: null,
      metadata: {},
    },
  });
}

function DetailRoutes() {
  return (
    <Routes>
      <Route index element={<p>Lista de subscripciones</p>} />
      <Route path=":id" element={<SubscriptionDetailPage />} />
      <Route path="edit/:id" element={<p>Formulario</p>} />
    </Routes>
  );
}

function deferred() {
  let resolve: (reply: StubReply) => void = () => undefined;
  const promise = new Promise<StubReply>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

const esDate = (iso: string) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

let createToast: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  createToast = jest.spyOn(toaster, 'create');
});
afterEach(() => createToast.mockRestore());

async function renderDetail(routes: Parameters<typeof stubApi>[0] = {}, subscription = stored) {
  const api = stubApi({
    [ONE]: ok({ subscription }),
    [STATUS]: statusReply('pending'),
    ...routes,
  });
  const view = renderWithProviders(<DetailRoutes />, { path: '/subscriptions/s1' });
  await screen.findByRole('heading', { level: 1, name: subscription.name });
  return { api, ...view };
}

const location = () => screen.getByTestId('location');
const saveBar = () => screen.getByTestId('save-bar');
const promptItems = () =>
  screen.getAllByTestId('prompt-item').map((item) => item.firstElementChild?.textContent);
const newPrompt = () => screen.getByRole('textbox', { name: 'Nuevo término de búsqueda' });

describe('SubscriptionDetailPage', () => {
  it('shows skeletons, then every card of the subscription', async () => {
    stubApi({ [ONE]: ok({ subscription: stored }), [STATUS]: statusReply('pending') });
    renderWithProviders(<DetailRoutes />, { path: '/subscriptions/s1' });
    expect(screen.getAllByTestId('subscription-detail-skeleton').length).toBeGreaterThan(0);
    await screen.findByRole('heading', { level: 1, name: 'Obras del puerto' });
    expect(screen.queryByTestId('subscription-detail-skeleton')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/subscriptions');
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      '/subscriptions/edit/s1',
    );
    expect(screen.getByRole('switch', { name: 'Subscripción activa' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Procesar Ahora' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Eliminar' })).toBeEnabled();

    const basic = screen.getByTestId('subscription-basic-info');
    expect(within(basic).getByRole('img', { name: 'Logo de BOE' })).toBeInTheDocument();
    expect(basic).toHaveTextContent('Obras y dragados en Vigo');
    expect(promptItems()).toHaveLength(2);

    const settings = screen.getByTestId('subscription-notification-settings');
    expect(within(settings).getByRole('radio', { name: 'Inmediata' })).toBeChecked();
    expect(within(settings).getByRole('radio', { name: 'Diaria' })).not.toBeChecked();
    expect(settings).toHaveTextContent('Método de notificaciónEmail');

    expect(screen.getByTestId('subscription-filters').querySelector('pre')?.textContent).toBe(
      JSON.stringify(filters, null, 2),
    );

    const statistics = screen.getByTestId('subscription-statistics');
    expect(statistics).toHaveTextContent('Notificaciones4');
    expect(statistics).toHaveTextContent(
      `Última notificación${esDate('2025-02-10T08:15:00.000Z')}`,
    );
    expect(statistics).toHaveTextContent('Último procesamientoNunca');

    const metadata = screen.getByTestId('subscription-metadata');
    expect(metadata).toHaveTextContent('IDs1');
    expect(metadata).toHaveTextContent('TipoBOE');
    expect(metadata).toHaveTextContent(`Creada${esDate('2025-01-01T10:00:00.000Z')}`);
    expect(metadata).toHaveTextContent(`Actualizada${esDate('2025-01-05T12:30:00.000Z')}`);

    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Activa');
    await waitFor(() =>
      expect(screen.getByTestId('processing-status-badge')).toHaveTextContent('Pendiente'),
    );

    expect(saveBar()).toHaveTextContent('Guardar todos los cambios');
    expect(within(saveBar()).queryByRole('button')).not.toBeInTheDocument();
  });

  it("says 'Sin descripción', hides the filters card without filters, and shows the type's default logo", async () => {
    await renderDetail(
      {},
      apiSubscription('s1', {
        name: 'Ayudas',
        description: '',
        typeId: 'doga',
        typeName: 'DOGA',
        filters: null,
      }),
    );
    expect(screen.getByTestId('subscription-basic-info')).toHaveTextContent('Sin descripción');
    expect(screen.getByRole('img', { name: 'Logo de DOGA' })).toBeInTheDocument();
    expect(screen.queryByTestId('subscription-filters')).not.toBeInTheDocument();
  });

  it("switches off at once with 'Subscripción desactivada'", async () => {
    const answer = deferred();
    const { api, user } = await renderDetail({ [TOGGLE]: () => answer.promise });
    const toggle = screen.getByRole('switch', { name: 'Subscripción activa' });
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByTestId('subscription-status')).toHaveTextContent('Inactiva');
    expect(api.callsTo(TOGGLE)[0].body).toEqual({ active: false });

    api.routes[ONE] = ok({ subscription: { ...stored, active: false } });
    answer.resolve(ok({ subscription: { ...stored, active: false } }));
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({
        type: 'success',
        title: 'Subscripción desactivada',
      }),
    );
    await waitFor(() => expect(toggle).toBeEnabled());
    expect(toggle).not.toBeChecked();
    expect(within(saveBar()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cuts a prompt over 100 characters, with show more and show less', async () => {
    const { user } = await renderDetail();
    expect(longPrompt.length).toBeGreaterThan(100);
    const cut = `${longPrompt.slice(0, 100).trimEnd()}...`;
    expect(promptItems()).toEqual(['obras', cut]);
    await user.click(screen.getByRole('button', { name: 'Mostrar más' }));
    expect(promptItems()[1]).toBe(longPrompt);
    await user.click(screen.getByRole('button', { name: 'Mostrar menos' }));
    expect(promptItems()[1]).toBe(cut);
  });

  it('adds a prompt with its character count, refusing empty and repeated ones, up to 3', async () => {
    const { user } = await renderDetail();
    const add = screen.getByRole('button', { name: 'Añadir' });
    expect(screen.getByText('0 caracteres')).toBeInTheDocument();

    await user.click(add);
    expect(screen.getByText('Invalid prompt: Prompt cannot be empty')).toBeInTheDocument();
    expect(newPrompt()).toHaveAttribute('aria-invalid', 'true');

    await user.type(newPrompt(), ' OBRAS ');
    expect(screen.queryByText('Invalid prompt: Prompt cannot be empty')).not.toBeInTheDocument();
    expect(screen.getByText('7 caracteres')).toBeInTheDocument();
    await user.click(add);
    expect(screen.getByText('Duplicate prompt: This prompt already exists')).toBeInTheDocument();
    expect(promptItems()).toHaveLength(2);

    await user.clear(newPrompt());
    await user.type(newPrompt(), '  dragado {Enter}');
    expect(promptItems()[2]).toBe('dragado');
    expect(newPrompt()).toHaveValue('');
    expect(newPrompt()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Añadir' })).toBeDisabled();
    expect(screen.getByText('Maximum of 3 prompts allowed')).toBeInTheDocument();
    expect(within(saveBar()).getByRole('button', { name: 'Guardar Cambios' })).toBeEnabled();
  });

  it('edits a prompt in the dialog, with the empty and duplicate errors and the long-prompt hint', async () => {
    const { user } = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Editar término 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar término de búsqueda' });
    const text = within(dialog).getByRole('textbox', { name: 'Término de búsqueda' });
    expect(text).toHaveValue('obras');

    await user.clear(text);
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    expect(within(dialog).getByText('Invalid prompt: Prompt cannot be empty')).toBeInTheDocument();

    await user.click(text);
    await user.paste(longPrompt.toUpperCase());
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    expect(
      within(dialog).getByText('Duplicate prompt: This prompt already exists'),
    ).toBeInTheDocument();

    expect(within(dialog).queryByTestId('long-prompt-hint')).not.toBeInTheDocument();
    await user.clear(text);
    await user.click(text);
    await user.paste('x'.repeat(501));
    expect(within(dialog).getByTestId('long-prompt-hint')).toHaveTextContent(
      'Este término pasa de 500 caracteres. Considera dividirlo en términos más cortos.',
    );
    expect(within(dialog).getByText('501 caracteres')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(promptItems()[0]).toBe('obras');
    expect(within(saveBar()).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Editar término 1' }));
    const again = within(await screen.findByRole('dialog')).getByRole('textbox');
    await user.clear(again);
    await user.type(again, '  obras portuarias  ');
    await user.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(promptItems()[0]).toBe('obras portuarias');
    expect(within(saveBar()).getByRole('button', { name: 'Guardar Cambios' })).toBeEnabled();
  });

  it("refuses to save an empty prompt list with 'Validation Error: At least one prompt is required.'", async () => {
    const { api, user } = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Quitar término 2' }));
    await user.click(screen.getByRole('button', { name: 'Quitar término 1' }));
    expect(screen.getByText('Sin términos de búsqueda')).toBeInTheDocument();
    await user.click(within(saveBar()).getByRole('button', { name: 'Guardar Cambios' }));
    expect(createToast).toHaveBeenCalledWith({
      type: 'error',
      title: 'Validation Error: At least one prompt is required.',
    });
    expect(api.callsTo(UPDATE)).toHaveLength(0);
  });

  it("saves prompts and frequency together: 'Guardando...', then 'Guardado' / 'Cambios guardados' for 3 s", async () => {
    jest.useFakeTimers();
    try {
      const answer = deferred();
      const { api } = await renderDetail({ [UPDATE]: () => answer.promise });
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      await user.click(screen.getByRole('button', { name: 'Quitar término 2' }));
      await user.click(screen.getByRole('radio', { name: 'Diaria' }));
      // The radio group reports its change after the click's own task.
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(saveBar()).toHaveTextContent('Tienes cambios sin guardar');

      await user.click(within(saveBar()).getByRole('button', { name: 'Guardar Cambios' }));
      expect(within(saveBar()).getByRole('button', { name: 'Guardando...' })).toBeDisabled();
      await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
      expect(api.callsTo(UPDATE)[0].body).toEqual({ prompts: ['obras'], frequency: 'daily' });

      const saved = { ...stored, prompts: ['obras'], frequency: 'daily' };
      api.routes[ONE] = ok({ subscription: saved });
      answer.resolve(ok({ subscription: saved }));
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      expect(within(saveBar()).getByRole('button', { name: 'Guardado' })).toBeInTheDocument();
      expect(saveBar()).toHaveTextContent('Cambios guardados');
      expect(createToast).toHaveBeenCalledWith({
        type: 'success',
        title: 'Changes saved: The subscription has been updated successfully.',
      });

      await act(async () => {
        await jest.advanceTimersByTimeAsync(2_900);
      });
      expect(saveBar()).toHaveTextContent('Cambios guardados');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(saveBar()).not.toHaveTextContent('Cambios guardados');
      expect(within(saveBar()).queryByRole('button')).not.toBeInTheDocument();
      expect(promptItems()).toEqual(['obras']);
      expect(screen.getByRole('radio', { name: 'Diaria' })).toBeChecked();
    } finally {
      jest.useRealTimers();
    }
  });

  it("keeps the edits when saving fails, with 'Error saving changes'", async () => {
    const { user } = await renderDetail({
      [UPDATE]: apiError(500, 'INTERNAL', 'No se pudo escribir'),
    });
    await user.type(newPrompt(), 'dragado{Enter}');
    await user.click(within(saveBar()).getByRole('button', { name: 'Guardar Cambios' }));
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({
        type: 'error',
        title: 'Error saving changes',
        description: 'Failed to save changes.',
      }),
    );
    await waitFor(() =>
      expect(within(saveBar()).getByRole('button', { name: 'Guardar Cambios' })).toBeEnabled(),
    );
    expect(promptItems()).toHaveLength(3);
    expect(promptItems()[2]).toBe('dragado');
  });

  it("'Procesar Ahora' starts a run and follows it until 'Procesado ✓', then reloads the subscription and the notifications", async () => {
    const answer = deferred();
    let processed = false;
    const { api, user, client } = await renderDetail({
      [PROCESS]: () => {
        processed = true;
        return answer.promise;
      },
      [STATUS]: () => statusReply(processed ? 'completed' : 'pending'),
    });
    await waitFor(() =>
      expect(screen.getByTestId('processing-status-badge')).toHaveTextContent('Pendiente'),
    );
    const loadsBefore = api.callsTo(ONE).length;
    client.setQueryData(queryKeys.unreadCount(), 0);
    await user.click(screen.getByRole('button', { name: 'Procesar Ahora' }));
    expect(screen.getByRole('button', { name: 'Procesando...' })).toBeDisabled();
    answer.resolve(
      ok({
        processingId: 'run-1',
        subscriptionId: 's1',
        status: 'pending',
        message: 'Procesamiento iniciado',
      }),
    );

    expect(await screen.findByRole('button', { name: 'Procesado ✓' })).toBeEnabled();
    expect(screen.getByTestId('processing-status-badge')).toHaveTextContent('Completado');
    expect(api.callsTo(PROCESS)[0].body).toMatchObject({ subscriptionId: 's1', type: 'boe' });
    expect(createToast).toHaveBeenCalledWith({ type: 'success', title: 'Proceso iniciado' });
    await waitFor(() => expect(api.callsTo(ONE).length).toBeGreaterThan(loadsBefore + 1));
    // The run may have brought notifications: the badge, list and stats are fetched again.
    expect(client.getQueryState(queryKeys.unreadCount())?.isInvalidated).toBe(true);
  });

  it("says 'Error al procesar' when the run cannot start", async () => {
    const { user } = await renderDetail({
      [PROCESS]: apiError(429, 'RATE_LIMITED', 'Demasiadas peticiones'),
    });
    await user.click(screen.getByRole('button', { name: 'Procesar Ahora' }));
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({
        type: 'error',
        title: 'Error al procesar',
        description:
          'Has hecho demasiadas peticiones seguidas. Espera un momento e inténtalo de nuevo.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Procesar Ahora' })).toBeEnabled();
  });

  it("deletes after the confirmation, says 'Subscripción eliminada' and goes to the list", async () => {
    const { api, user } = await renderDetail({ [DELETE]: { status: 204 } });
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Esta acción no se puede deshacer. Eliminarás permanentemente esta suscripción.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/subscriptions$/));
    expect(api.callsTo(DELETE)).toHaveLength(1);
    expect(createToast).toHaveBeenCalledWith({ type: 'success', title: 'Subscripción eliminada' });
  });

  it("says 'Error deleting subscription' when the delete fails, and stays", async () => {
    const { user } = await renderDetail({ [DELETE]: 'network-error' });
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({
        type: 'error',
        title: 'Error deleting subscription',
        description:
          'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
      }),
    );
    expect(location()).toHaveTextContent('/subscriptions/s1');
  });

  it("shows 'Subscription not found' for a 404, then returns to the list after 3 s", async () => {
    jest.useFakeTimers();
    try {
      stubApi({ [ONE]: apiError(404, 'NOT_FOUND', 'Subscription not found') });
      renderWithProviders(<DetailRoutes />, { path: '/subscriptions/s1' });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(0);
      });
      const notice = screen.getByTestId('subscription-not-found');
      expect(notice).toHaveTextContent('Subscription not found');
      expect(notice).toHaveTextContent(
        "The subscription you're looking for doesn't exist or has been deleted.",
      );
      await act(async () => {
        await jest.advanceTimersByTimeAsync(2_900);
      });
      expect(location()).toHaveTextContent('/subscriptions/s1');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(100);
      });
      expect(location()).toHaveTextContent(/^\/subscriptions$/);
      expect(createToast).toHaveBeenCalledWith({
        type: 'error',
        title: 'Subscription not found',
        description: "The subscription you're looking for doesn't exist or has been deleted.",
      });
    } finally {
      jest.useRealTimers();
    }
  });

  it("goes to the list at once from 'Subscription not found'", async () => {
    stubApi({ [ONE]: apiError(404, 'NOT_FOUND', 'Subscription not found') });
    const { user } = renderWithProviders(<DetailRoutes />, { path: '/subscriptions/s1' });
    await user.click(await screen.findByRole('button', { name: 'Ir a la lista ahora' }));
    expect(location()).toHaveTextContent(/^\/subscriptions$/);
  });

  it("shows 'Error loading subscription' and the failure card for other errors", async () => {
    const api = stubApi({ [ONE]: apiError(403, 'UNAUTHORIZED', 'Sin permiso') });
    const { user } = renderWithProviders(<DetailRoutes />, { path: '/subscriptions/s1' });
    const card = await screen.findByTestId('subscription-load-error');
    expect(card).toHaveTextContent('No se pudo cargar la suscripción');
    expect(card).toHaveTextContent('Ocurrió un error al cargar la suscripción');
    expect(card).not.toHaveTextContent('Sin permiso');
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute('href', '/subscriptions');
    expect(within(card).getByRole('link', { name: 'Volver a la lista' })).toHaveAttribute(
      'href',
      '/subscriptions',
    );
    expect(createToast).toHaveBeenCalledWith({
      type: 'error',
      title: 'Error loading subscription',
    });

    api.routes[ONE] = 'network-error';
    await user.click(within(card).getByRole('button', { name: 'Reintentar' }));
    await waitFor(
      () =>
        expect(screen.getByTestId('subscription-load-error')).toHaveTextContent(
          'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
        ),
      { timeout: 3000 },
    );
    expect(createToast).toHaveBeenCalledTimes(2);
  });
});
