import '@vigia/shared/testing/mock-auth';
import '@vigia/shared/testing/pointer-event';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { toaster } from '@vigia/shared/ui';
import { apiBoeType, apiError, apiSubscription, ok, stubApi, type StubReply } from '../../test';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SubscriptionFormPage } from './SubscriptionFormPage';

const TYPE = 'GET /v1/subscriptions/types/boe';
const CREATE = 'POST /v1/subscriptions';
const ONE = 'GET /v1/subscriptions/s1';
const UPDATE = 'PATCH /v1/subscriptions/s1';

const boe = apiBoeType();

function FormRoutes() {
  return (
    <Routes>
      <Route index element={<p>Lista de subscripciones</p>} />
      <Route path="create" element={<SubscriptionFormPage />} />
      <Route path="create/:typeId" element={<SubscriptionFormPage />} />
      <Route path="edit/:id" element={<SubscriptionFormPage />} />
      <Route path=":id" element={<p>Detalle</p>} />
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

let createToast: jest.SpyInstance;
beforeEach(() => {
  localStorage.clear();
  createToast = jest.spyOn(toaster, 'create');
});
afterEach(() => createToast.mockRestore());

const location = () => screen.getByTestId('location');
const prompt = (position: number) =>
  screen.getByRole('textbox', { name: `Término de búsqueda ${position}` });
const addButton = () => screen.getByRole('button', { name: /Añadir término/ });
const submitButton = (name: string | RegExp = 'Create Subscription') =>
  screen.getByRole('button', { name });

async function renderCreate(routes: Parameters<typeof stubApi>[0] = {}) {
  const api = stubApi({
    [TYPE]: ok({ type: boe }),
    [CREATE]: ok({ subscription: apiSubscription('new') }),
    ...routes,
  });
  const view = renderWithProviders(<FormRoutes />, { path: '/subscriptions/create/boe' });
  await screen.findByRole('heading', { level: 1, name: 'BOE' });
  return { api, ...view };
}

describe('SubscriptionFormPage: create', () => {
  it('shows a skeleton, then the type with its logo, one required prompt and Diaria chosen', async () => {
    stubApi({ [TYPE]: ok({ type: boe }) });
    renderWithProviders(<FormRoutes />, { path: '/subscriptions/create/boe' });
    expect(screen.getByTestId('subscription-form-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'BOE' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'Logo de BOE' })).toBeInTheDocument();
    expect(screen.getByText('Boletín Oficial del Estado')).toBeInTheDocument();
    expect(prompt(1)).toBeRequired();
    expect(prompt(1)).toHaveAttribute('placeholder', 'p. ej. licitaciones');
    expect(screen.getByText('1/3 prompts')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Diaria' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Inmediata' })).not.toBeChecked();
    expect(screen.getByText('Un resumen una vez al día')).toBeInTheDocument();
    expect(screen.getByText('En cuanto se publique algo nuevo')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument();
  });

  it('hides the logo when it fails to load', async () => {
    await renderCreate();
    fireEvent.error(screen.getByRole('img', { name: 'Logo de BOE' }));
    expect(screen.queryByRole('img', { name: 'Logo de BOE' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'BOE' })).toBeVisible();
  });

  it("counts prompts, disables the add control at 3 with 'Maximum of 3 prompts allowed', and removes", async () => {
    const { user } = await renderCreate();
    expect(screen.queryByText('Maximum of 3 prompts allowed')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar término 1' })).not.toBeInTheDocument();

    await user.click(addButton());
    expect(prompt(2)).toHaveFocus();
    expect(prompt(2)).not.toBeRequired();
    expect(screen.getByText('2/3 prompts')).toBeInTheDocument();
    await user.click(addButton());
    expect(screen.getByText('3/3 prompts')).toBeInTheDocument();
    expect(addButton()).toBeDisabled();
    expect(screen.getByText('Maximum of 3 prompts allowed')).toBeInTheDocument();
    expect(
      screen.queryByRole('textbox', { name: 'Término de búsqueda 4' }),
    ).not.toBeInTheDocument();

    await user.type(prompt(2), 'dragado');
    await user.click(screen.getByRole('button', { name: 'Quitar término 1' }));
    expect(screen.getByText('2/3 prompts')).toBeInTheDocument();
    expect(prompt(1)).toHaveValue('dragado');
    expect(addButton()).toBeEnabled();
    expect(screen.queryByText('Maximum of 3 prompts allowed')).not.toBeInTheDocument();
  });

  it('shows a character count as the prompt is typed', async () => {
    const { user } = await renderCreate();
    expect(screen.getByText('0 caracteres')).toBeInTheDocument();
    await user.type(prompt(1), 'becas');
    expect(screen.getByText('5 caracteres')).toBeInTheDocument();
  });

  it("sends the trimmed prompts without blanks, with a derived name and description, then says 'Subscription created' and goes to the list", async () => {
    const { api, user } = await renderCreate();
    await user.type(prompt(1), '  licitaciones de obras  ');
    await user.click(addButton());
    await user.click(addButton());
    await user.type(prompt(3), 'dragado');
    await user.click(screen.getByRole('radio', { name: 'Inmediata' }));
    await user.click(submitButton());

    await waitFor(() => expect(location()).toHaveTextContent(/^\/subscriptions$/));
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(api.callsTo(CREATE)[0].body).toEqual({
      name: 'BOE: licitaciones de obras',
      description: 'Avisos de BOE para: licitaciones de obras, dragado',
      typeId: 'boe',
      type: 'boe',
      prompts: ['licitaciones de obras', 'dragado'],
      frequency: 'immediate',
      active: true,
      metadata: {},
    });
    expect(createToast).toHaveBeenCalledWith({ type: 'success', title: 'Subscription created' });
  });

  it("says 'Creating...' while the api works", async () => {
    const answer = deferred();
    const { user } = await renderCreate({ [CREATE]: () => answer.promise });
    await user.type(prompt(1), 'becas');
    await user.click(submitButton());
    expect(submitButton('Creating...')).toBeDisabled();
    expect(prompt(1)).toBeDisabled();
    answer.resolve(ok({ subscription: apiSubscription('new') }));
    await waitFor(() => expect(location()).toHaveTextContent(/^\/subscriptions$/));
  });

  it('asks for a search term when every prompt is blank, and sends nothing', async () => {
    const { api, user } = await renderCreate();
    await user.type(prompt(1), '   ');
    await user.click(submitButton());
    expect(await screen.findByText('Please enter at least one search term')).toBeInTheDocument();
    expect(prompt(1)).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.type(prompt(1), 'becas');
    expect(screen.queryByText('Please enter at least one search term')).not.toBeInTheDocument();
  });

  it('refuses the same prompt twice, on the repeated input', async () => {
    const { api, user } = await renderCreate();
    await user.type(prompt(1), 'Becas');
    await user.click(addButton());
    await user.type(prompt(2), 'becas ');
    await user.click(submitButton());
    expect(
      await screen.findByText('Duplicate prompt: This prompt already exists'),
    ).toBeInTheDocument();
    expect(prompt(2)).toHaveAttribute('aria-invalid', 'true');
    expect(prompt(1)).not.toHaveAttribute('aria-invalid');
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('keeps everything typed and shows the failure as an alert and a toast', async () => {
    const { api, user } = await renderCreate({
      [CREATE]: apiError(500, 'INTERNAL', 'La base de datos no responde'),
    });
    await user.type(prompt(1), 'becas');
    await user.click(screen.getByRole('radio', { name: 'Inmediata' }));
    await user.click(submitButton());

    // The server's own words are not for users: the screen's sentence instead.
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create subscription');
    expect(screen.queryByText(/base de datos/)).not.toBeInTheDocument();
    expect(createToast).toHaveBeenCalledWith({
      type: 'error',
      title: 'Failed to create subscription',
    });
    expect(prompt(1)).toHaveValue('becas');
    expect(screen.getByRole('radio', { name: 'Inmediata' })).toBeChecked();
    expect(submitButton()).toBeEnabled();
    expect(location()).toHaveTextContent('/subscriptions/create/boe');

    api.routes[CREATE] = 'network-error';
    await user.click(submitButton());
    const unreachable =
      'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.';
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(unreachable));
    expect(createToast).toHaveBeenLastCalledWith({ type: 'error', title: unreachable });
  });

  it("'Enhance with AI' only says it will be available soon", async () => {
    const { api, user } = await renderCreate();
    await user.click(screen.getByRole('button', { name: 'Enhance with AI' }));
    expect(createToast).toHaveBeenCalledWith({
      type: 'info',
      title: 'La mejora con IA estará disponible pronto.',
    });
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it("lets the user change the derived name and description, with the schema's messages", async () => {
    const { api, user } = await renderCreate();
    await user.type(prompt(1), 'becas comedor');
    const toggle = screen.getByRole('button', { name: 'Nombre y descripción' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const name = screen.getByRole('textbox', { name: 'Nombre' });
    expect(name).toHaveValue('BOE: becas comedor');
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue(
      'Avisos de BOE para: becas comedor',
    );

    await user.clear(name);
    await user.type(name, 'ab');
    await user.click(submitButton());
    expect(await screen.findByText('Name must be at least 3 characters')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);

    await user.type(name, 'c'.repeat(49));
    await user.click(submitButton());
    expect(await screen.findByText('Name must be less than 50 characters')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'Becas del comedor');
    await user.click(submitButton());
    await waitFor(() => expect(api.callsTo(CREATE)).toHaveLength(1));
    expect(api.callsTo(CREATE)[0].body).toMatchObject({ name: 'Becas del comedor' });
  });

  it('says "Subscription type with ID \'…\' not found" for an unknown type', async () => {
    stubApi({
      'GET /v1/subscriptions/types/nada': apiError(
        404,
        'NOT_FOUND',
        "Subscription type with ID 'nada' not found",
      ),
    });
    renderWithProviders(<FormRoutes />, { path: '/subscriptions/create/nada' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Subscription type with ID 'nada' not found",
    );
    expect(screen.getByRole('link', { name: 'Elegir otro tipo' })).toHaveAttribute(
      'href',
      '/subscriptions/types',
    );
    expect(screen.queryByRole('button', { name: 'Create Subscription' })).not.toBeInTheDocument();
  });

  it("shows the type's load error, or 'Failed to load subscription type details', with a retry", async () => {
    const api = stubApi({ [TYPE]: 'network-error' });
    const { user } = renderWithProviders(<FormRoutes />, { path: '/subscriptions/create/boe' });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.',
    );
    api.routes[TYPE] = ok({ type: boe });
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'BOE' })).toBeVisible();
  });

  it("says 'Missing subscription type ID. Please try again.' without a type", async () => {
    const api = stubApi({});
    const { user } = renderWithProviders(<FormRoutes />, { path: '/subscriptions/create' });
    await user.type(prompt(1), 'becas');
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Missing subscription type ID. Please try again.',
    );
    expect(api.requests).toHaveLength(0);
  });
});

describe('SubscriptionFormPage: edit', () => {
  const stored = apiSubscription('s1', {
    name: 'Obras del puerto',
    description: 'Avisos de BOE para: obras, dragado',
    prompts: ['obras', 'dragado'],
    frequency: 'immediate',
  });

  it('fills the form from the subscription and saves the changes, then goes to the list', async () => {
    const api = stubApi({
      [ONE]: ok({ subscription: stored }),
      [UPDATE]: ok({ subscription: stored }),
    });
    const { user } = renderWithProviders(<FormRoutes />, { path: '/subscriptions/edit/s1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'BOE' })).toBeVisible();
    expect(screen.getByText('Editar subscripción')).toBeInTheDocument();
    expect(prompt(1)).toHaveValue('obras');
    expect(prompt(2)).toHaveValue('dragado');
    expect(screen.getByText('2/3 prompts')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Inmediata' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute(
      'href',
      '/subscriptions/s1',
    );

    await user.click(screen.getByRole('button', { name: 'Nombre y descripción' }));
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Obras del puerto');

    await user.clear(prompt(2));
    await user.type(prompt(2), 'balizamiento');
    await user.click(screen.getByRole('radio', { name: 'Diaria' }));
    await user.click(submitButton('Update Subscription'));

    await waitFor(() => expect(location()).toHaveTextContent(/^\/subscriptions$/));
    expect(api.callsTo(UPDATE)[0].body).toEqual({
      prompts: ['obras', 'balizamiento'],
      frequency: 'daily',
      // The user's own name stays; the description was the derived one, so it follows the prompts.
      name: 'Obras del puerto',
      description: 'Avisos de BOE para: obras, balizamiento',
    });
    expect(createToast).toHaveBeenCalledWith({
      type: 'success',
      title: 'Changes saved: The subscription has been updated successfully.',
    });
  });

  it('keeps the edits when saving fails, with an alert and a toast', async () => {
    stubApi({
      [ONE]: ok({ subscription: stored }),
      [UPDATE]: apiError(409, 'CONFLICT', 'Otra sesión la cambió'),
    });
    const { user } = renderWithProviders(<FormRoutes />, { path: '/subscriptions/edit/s1' });
    await screen.findByRole('heading', { level: 1, name: 'BOE' });
    await user.type(prompt(1), ' públicas');
    await user.click(submitButton('Update Subscription'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo actualizar la subscripción',
    );
    expect(createToast).toHaveBeenCalledWith({
      type: 'error',
      title: 'Error',
      description: 'No se pudo actualizar la subscripción',
    });
    expect(prompt(1)).toHaveValue('obras públicas');
    expect(location()).toHaveTextContent('/subscriptions/edit/s1');
  });

  it("says 'Subscription not found' for an unknown subscription", async () => {
    stubApi({ [ONE]: apiError(404, 'NOT_FOUND', 'Subscription not found') });
    renderWithProviders(<FormRoutes />, { path: '/subscriptions/edit/s1' });
    expect(await screen.findByTestId('subscription-not-found')).toHaveTextContent(
      "The subscription you're looking for doesn't exist or has been deleted.",
    );
  });
});
