import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useAuth, type AuthContextValue } from '@vigia/shared/auth';
import { stubResponse } from '@vigia/shared/testing';
import { configureApi } from '@vigia/shared/api';
import { useUnreadCount } from './unread-count';

jest.mock('@vigia/shared/auth', () => ({
  DEFAULT_API_BASE_URL: '/api',
  useAuth: jest.fn(),
  getIdToken: jest.fn(async () => 'tok'),
  signOutUser: jest.fn(),
  firebaseErrorCode: jest.fn(() => null),
}));

const fetchMock = jest.fn();

/** `GET /v1/notifications/stats` as the api answers it. */
function stats(unread: number) {
  return { total: 10, unread, change: 0, isIncrease: false, byType: {} };
}

function signedIn(status: AuthContextValue['status']) {
  jest.mocked(useAuth).mockReturnValue({
    status,
    user: null,
    signOut: jest.fn(),
    refreshUser: jest.fn(),
  });
}

function Badge() {
  return <p>unread: {useUnreadCount()}</p>;
}

function renderBadge() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Badge />
    </QueryClientProvider>,
  );
  return { ...view, client };
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  configureApi({ baseUrl: '/api' });
});

describe('useUnreadCount', () => {
  it('loads the unread count from the notification stats when signed in', async () => {
    signedIn('signedIn');
    fetchMock.mockResolvedValue(stubResponse(200, { data: stats(4) }));
    renderBadge();
    expect(await screen.findByText('unread: 4')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/notifications/stats');
  });

  it('is 0 and fetches nothing when signed out', () => {
    signedIn('signedOut');
    renderBadge();
    expect(screen.getByText('unread: 0')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('is 0 when the stats fail (the endpoint is not there yet)', async () => {
    signedIn('signedIn');
    fetchMock.mockResolvedValue(stubResponse(404, { error: { code: 'NOT_FOUND', message: 'x' } }));
    renderBadge();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('unread: 0')).toBeInTheDocument();
  });

  it('is 0 when the answer is not the stats the api sends', async () => {
    signedIn('signedIn');
    fetchMock.mockResolvedValue(stubResponse(200, { data: { data: { unread: 5 } } }));
    renderBadge();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.getByText('unread: 0')).toBeInTheDocument();
  });

  it('goes back to 0 on sign-out', async () => {
    signedIn('signedIn');
    fetchMock.mockResolvedValue(stubResponse(200, { data: stats(7) }));
    const { rerender, client } = renderBadge();
    expect(await screen.findByText('unread: 7')).toBeInTheDocument();
    signedIn('signedOut');
    rerender(
      <QueryClientProvider client={client}>
        <Badge />
      </QueryClientProvider>,
    );
    expect(screen.getByText('unread: 0')).toBeInTheDocument();
  });
});
