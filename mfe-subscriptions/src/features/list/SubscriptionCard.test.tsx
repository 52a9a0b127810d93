import '@vigia/shared/testing/mock-auth';
import '@vigia/shared/testing/pointer-event';
import { screen, waitFor, within } from '@testing-library/react';
import { toaster } from '@vigia/shared/ui';
import { apiError, apiSubscription, listBody, ok, stubApi, type StubReply } from '../../test';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SubscriptionsPage } from './SubscriptionsPage';

const LIST = 'GET /v1/subscriptions';
const TOGGLE = 'PATCH /v1/subscriptions/s1/toggle';
const PROCESS = 'POST /v1/subscriptions/s1/process';

const obras = apiSubscription('s1', {
  name: 'Obras en Vigo',
  typeName: 'BOE',
  frequency: 'immediate',
  prompts: ['contratos de obras del puerto de Vigo', 'dragado'],
});

function deferred() {
  let resolve: (reply: StubReply) => void = () => undefined;
  const promise = new Promise<StubReply>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

let createToast: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  createToast = jest.spyOn(toaster, 'create');
});
afterEach(() => createToast.mockRestore());

async function renderCard(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({ [LIST]: ok(listBody([obras])), ...routes });
  const view = renderWithProviders(<SubscriptionsPage />);
  const card = await screen.findByTestId('subscription-card');
  return { api, card, ...view };
}

const toggleOf = (card: HTMLElement) =>
  within(card).getByRole('switch', { name: 'Activar o desactivar Obras en Vigo' });

describe('SubscriptionCard', () => {
  it('shows type, name, description, cut prompt badges and the frequency; the title links to the detail', async () => {
    const { card } = await renderCard();
    expect(within(card).getByRole('link', { name: 'Obras en Vigo' })).toHaveAttribute(
      'href',
      '/subscriptions/s1',
    );
    expect(card).toHaveTextContent('BOE');
    expect(card).toHaveTextContent('Descripción de s1');
    expect(card).toHaveTextContent('Every time');
    const badges = within(card).getAllByRole('listitem');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'contratos de obras del puerto...',
      'dragado',
    ]);
    expect(badges[0]).toHaveAttribute('title', 'contratos de obras del puerto de Vigo');
    expect(toggleOf(card)).toBeChecked();
    expect(card).toHaveTextContent('Activa');
  });

  it("switches off at once with 'Guardando', then says 'Subscripción desactivada'", async () => {
    const answer = deferred();
    const { api, card, user } = await renderCard({ [TOGGLE]: () => answer.promise });
    await user.click(toggleOf(card));

    expect(toggleOf(card)).not.toBeChecked();
    expect(toggleOf(card)).toBeDisabled();
    expect(card).toHaveTextContent('Guardando');
    expect(card).toHaveTextContent('Inactiva');
    expect(api.callsTo(TOGGLE)[0].body).toEqual({ active: false });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/subscriptions$/);

    api.routes[LIST] = ok(listBody([{ ...obras, active: false }]));
    answer.resolve(ok({ subscription: { ...obras, active: false } }));
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({
        type: 'success',
        title: 'Subscripción desactivada',
      }),
    );
    await waitFor(() => expect(toggleOf(card)).toBeEnabled());
    expect(card).not.toHaveTextContent('Guardando');
    expect(toggleOf(card)).not.toBeChecked();
  });

  it("says 'Subscripción activada' when switching on, with the keyboard", async () => {
    const inactive = { ...obras, active: false };
    const { card, user } = await renderCard({
      [LIST]: ok(listBody([inactive])),
      [TOGGLE]: ok({ subscription: obras }),
    });
    toggleOf(card).focus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({ type: 'success', title: 'Subscripción activada' }),
    );
  });

  it("switches back and says 'Error al cambiar estado' when the api refuses", async () => {
    const answer = deferred();
    const { card, user } = await renderCard({ [TOGGLE]: () => answer.promise });
    await user.click(toggleOf(card));
    expect(card).toHaveTextContent('Inactiva');

    answer.resolve(apiError(500, 'INTERNAL', 'Toggle failed'));
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({
        type: 'error',
        title: 'Error al cambiar estado',
        description: 'No se pudo cambiar el estado de la subscripción.',
      }),
    );
    await waitFor(() => expect(toggleOf(card)).toBeChecked());
    expect(card).toHaveTextContent('Activa');
    expect(card).not.toHaveTextContent('Guardando');
  });

  it('says the server cannot be reached when the connection drops', async () => {
    const { card, user } = await renderCard({ [TOGGLE]: 'network-error' });
    await user.click(toggleOf(card));
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({
        type: 'error',
        title: 'Error al cambiar estado',
        description:
          'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
      }),
    );
  });

  it("processes: 'Procesar' → 'Procesando...' (switch disabled) → 'Procesado', with 'Proceso iniciado'", async () => {
    const answer = deferred();
    const { card, user } = await renderCard({
      'GET /v1/subscriptions/s1': ok({ subscription: obras }),
      [PROCESS]: () => answer.promise,
    });
    await user.click(within(card).getByRole('button', { name: 'Procesar Obras en Vigo' }));

    expect(
      await within(card).findByRole('button', { name: 'Procesando... Obras en Vigo' }),
    ).toBeDisabled();
    expect(card).toHaveTextContent(/Procesando(?!\.)/);
    expect(toggleOf(card)).toBeDisabled();

    answer.resolve({
      status: 202,
      body: {
        data: { processingId: 'p1', subscriptionId: 's1', status: 'pending', message: 'ok' },
      },
    });
    expect(
      await within(card).findByRole('button', { name: 'Procesado Obras en Vigo' }),
    ).toBeEnabled();
    expect(createToast).toHaveBeenCalledWith({ type: 'success', title: 'Proceso iniciado' });
    expect(toggleOf(card)).toBeEnabled();
  });

  it("says 'Error al procesar' and goes back to 'Procesar' when processing fails", async () => {
    const { card, user } = await renderCard({
      'GET /v1/subscriptions/s1': ok({ subscription: obras }),
      [PROCESS]: 'network-error',
    });
    await user.click(within(card).getByRole('button', { name: 'Procesar Obras en Vigo' }));
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({
        type: 'error',
        title: 'Error al procesar',
        description:
          'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
      }),
    );
    expect(within(card).getByRole('button', { name: 'Procesar Obras en Vigo' })).toBeEnabled();
  });

  it("deletes after confirmation: the card goes at once, then 'Subscripción eliminada'", async () => {
    const answer = deferred();
    const { api, card, user } = await renderCard({
      'DELETE /v1/subscriptions/s1': () => answer.promise,
    });
    await user.click(within(card).getByRole('button', { name: 'Eliminar Obras en Vigo' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      'Esta acción no se puede deshacer. Eliminarás permanentemente esta suscripción.',
    );
    expect(api.callsTo('DELETE /v1/subscriptions/s1')).toHaveLength(0);

    api.routes[LIST] = ok(listBody([]));
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(screen.queryByTestId('subscription-card')).not.toBeInTheDocument());
    expect(within(dialog).getByRole('button', { name: 'Eliminando...' })).toBeDisabled();

    answer.resolve({ status: 204 });
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({
        type: 'success',
        title: 'Subscripción eliminada',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("brings the card back and says 'Error al eliminar subscripción' when the delete fails", async () => {
    const { card, user } = await renderCard({ 'DELETE /v1/subscriptions/s1': 'network-error' });
    await user.click(within(card).getByRole('button', { name: 'Eliminar Obras en Vigo' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(createToast).toHaveBeenCalledWith({
        type: 'error',
        title: 'Error al eliminar subscripción',
        description: 'Hubo un problema al eliminar tu subscripción. Por favor, intenta de nuevo.',
      }),
    );
    expect(await screen.findByTestId('subscription-card')).toBeInTheDocument();
  });

  it('keeps the card unchanged when the delete is cancelled', async () => {
    const { api, card, user } = await renderCard();
    await user.click(within(card).getByRole('button', { name: 'Eliminar Obras en Vigo' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /v1/subscriptions/s1')).toHaveLength(0);
    expect(screen.getByTestId('subscription-card')).toBeInTheDocument();
  });
});
