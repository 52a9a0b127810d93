import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isApiAvailable, reportApiAvailability } from '@vigia/shared/api';
import { renderRoutes } from '../../test/renderRoutes';
import { ServiceUnavailable } from './ServiceUnavailable';

// The real api module (its availability state), without Firebase behind it; the page's
// QueryClient as auth holds it once the data layer has loaded.
const pageClient = new QueryClient();
jest.mock('@vigia/shared/auth', () => ({
  DEFAULT_API_BASE_URL: '/api',
  loadedQueryClient: () => pageClient,
}));

const fetchMock = jest.fn();

beforeEach(() => {
  global.fetch = fetchMock;
  fetchMock.mockReset();
  reportApiAvailability(true);
});

function renderNotice() {
  return renderRoutes([{ path: '/', element: <ServiceUnavailable /> }], '/');
}

describe('ServiceUnavailable', () => {
  it('shows nothing while the api answers', () => {
    renderNotice();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says 'Servicio no disponible' once a call finds the api down, until it answers again", async () => {
    pageClient.setQueryData(['subscriptions'], []);
    renderNotice();
    act(() => reportApiAvailability(false));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Servicio no disponible');
    expect(notice).toHaveTextContent('Lo reintentamos automáticamente');

    fetchMock.mockResolvedValueOnce({ ok: false, status: 503 });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(fetchMock).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
    expect(screen.getByRole('alert')).toBeInTheDocument();

    fetchMock.mockResolvedValueOnce({ ok: true, status: 200 });
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(isApiAvailable()).toBe(true);
    // Every screen's data is fetched again.
    expect(pageClient.getQueryState(['subscriptions'])?.isInvalidated).toBe(true);
  });

  it('fetches every screen again when any call finds the api back, not only its own check', async () => {
    pageClient.setQueryData(['subscriptions'], []);
    renderNotice();
    act(() => reportApiAvailability(false));
    await screen.findByRole('alert');
    expect(pageClient.getQueryState(['subscriptions'])?.isInvalidated).toBe(false);

    // Another screen's call got an answer (as the api request layer reports it).
    act(() => reportApiAvailability(true));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(pageClient.getQueryState(['subscriptions'])?.isInvalidated).toBe(true);
  });
});
