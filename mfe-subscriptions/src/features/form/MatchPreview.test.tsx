import '@vigia/shared/testing/mock-auth';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { apiBoeType, apiError, ok, stubApi } from '../../test';
import { renderWithProviders } from '../../test/renderWithProviders';
import { SubscriptionFormPage } from './SubscriptionFormPage';

const TYPE = 'GET /v1/subscriptions/types/boe';
const PREVIEW = 'POST /v1/subscriptions/preview';

const boe = apiBoeType([]);

const preview = {
  total: 12,
  days: 30,
  from: '2026-10-20',
  to: '2026-11-21',
  items: [
    {
      id: 'p1',
      title: 'Obras en el faro de Vigo.',
      snippet: 'Obras en el «faro» de Vigo.',
      concepts: ['faro'],
      score: 1,
      url: 'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2026-1',
      publishedOn: '2026-11-21',
    },
    {
      id: 'p2',
      title: 'Faros del Cantábrico.',
      snippet: '«Faros» del Cantábrico.',
      concepts: ['faro'],
      score: 0.8,
      url: null,
      publishedOn: '2026-11-20',
    },
  ],
};

async function renderCreate(routes: Parameters<typeof stubApi>[0]) {
  const api = stubApi({ [TYPE]: ok({ type: boe }), ...routes });
  renderWithProviders(
    <Routes>
      <Route path="create/:typeId" element={<SubscriptionFormPage />} />
    </Routes>,
    { path: '/subscriptions/create/boe' },
  );
  await screen.findByRole('heading', { level: 1, name: 'BOE' });
  return api;
}

const firstPrompt = () => screen.getByRole('textbox', { name: 'Término de búsqueda 1' });

describe('the match preview of the create screen', () => {
  it('asks nothing while there is no prompt', async () => {
    const api = await renderCreate({ [PREVIEW]: ok({ preview }) });
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(api.callsTo(PREVIEW)).toHaveLength(0);
    expect(screen.queryByTestId('match-preview')).not.toBeInTheDocument();
  });

  it('shows how many recent publications the prompts match and the newest, highlighted', async () => {
    const api = await renderCreate({ [PREVIEW]: ok({ preview }) });
    fireEvent.input(firstPrompt(), { target: { value: 'fa' } });
    fireEvent.input(firstPrompt(), { target: { value: ' faro ' } });

    expect(
      await screen.findByText('12 publicaciones de los últimos 30 días con boletín coinciden.'),
    ).toBeVisible();
    expect(api.callsTo(PREVIEW).map((request) => request.body)).toEqual([
      { typeId: 'boe', prompts: ['faro'] },
    ]);
    const items = screen.getAllByTestId('match-preview-item');
    expect(items).toHaveLength(2);
    const link = within(items[0]!).getByRole('link', { name: 'Obras en el faro de Vigo.' });
    expect(link).toHaveAttribute('href', 'https://www.boe.es/diario_boe/txt.php?id=BOE-B-2026-1');
    expect(within(items[0]!).getByText('faro').tagName).toBe('MARK');
    expect(
      within(items[0]!).getByText('21 nov 2026 · Coincide con: faro · relevancia 100 %'),
    ).toBeVisible();
    expect(within(items[1]!).getByText(/relevancia 80 %$/)).toBeVisible();
    expect(within(items[1]!).getByText('Faros').tagName).toBe('MARK');
  });

  it('says when nothing matched, and when the bulletin has nothing stored', async () => {
    const api = await renderCreate({
      [PREVIEW]: ok({ preview: { ...preview, total: 0, items: [] } }),
    });
    fireEvent.input(firstPrompt(), { target: { value: 'xyzzy' } });
    expect(
      await screen.findByText('Ninguna publicación de los últimos 30 días con boletín coincide.'),
    ).toBeVisible();
    api.routes[PREVIEW] = ok({ preview: { total: 0, days: 0, from: null, to: null, items: [] } });
    fireEvent.input(firstPrompt(), { target: { value: 'xyzzy plugh' } });
    expect(
      await screen.findByText('Todavía no hay publicaciones guardadas de este boletín.'),
    ).toBeVisible();
  });

  it('offers to try again when the preview fails', async () => {
    const api = await renderCreate({ [PREVIEW]: apiError(500, 'INTERNAL') });
    fireEvent.input(firstPrompt(), { target: { value: 'faro' } });
    const retry = await screen.findByRole('button', { name: 'Reintentar' }, { timeout: 4000 });
    expect(screen.getByText('No se pudo calcular la vista previa.')).toBeVisible();
    api.routes[PREVIEW] = ok({ preview });
    fireEvent.click(retry);
    await waitFor(() =>
      expect(
        screen.getByText('12 publicaciones de los últimos 30 días con boletín coinciden.'),
      ).toBeVisible(),
    );
  });
  it('says so in Spanish, asking only once, when there were too many previews (429)', async () => {
    const message =
      'Has hecho demasiadas solicitudes seguidas. Espera un momento y vuelve a intentarlo.';
    const api = await renderCreate({ [PREVIEW]: apiError(429, 'RATE_LIMITED', message) });
    fireEvent.input(firstPrompt(), { target: { value: 'faro' } });
    expect(await screen.findByText(message)).toBeVisible();
    expect(api.callsTo(PREVIEW)).toHaveLength(1);
  });

  it('never links a preview item to anything but a web page', async () => {
    const hostile = {
      ...preview,
      items: [{ ...preview.items[0]!, url: 'javascript:alert(document.cookie)' }],
    };
    await renderCreate({ [PREVIEW]: ok({ preview: hostile }) });
    fireEvent.input(firstPrompt(), { target: { value: 'faro' } });
    const [item] = await screen.findAllByTestId('match-preview-item');
    expect(within(item!).queryByRole('link')).not.toBeInTheDocument();
  });
});
