import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useAuth, type AuthContextValue } from '@vigia/shared/auth';
import { NOTIFICATION_SETTINGS_DEFAULTS } from '@vigia/shared/contracts';
import { stubResponse } from '@vigia/shared/testing';
import { configureApi } from '@vigia/shared/api';
import { useProfile } from './profile';

jest.mock('@vigia/shared/auth', () => ({
  DEFAULT_API_BASE_URL: '/api',
  useAuth: jest.fn(),
  getIdToken: jest.fn(async () => 'tok'),
  signOutUser: jest.fn(),
  firebaseErrorCode: jest.fn(() => null),
}));

const fetchMock = jest.fn();

/** `GET /v1/users/profile` as the api answers it. */
const apiProfile = {
  id: 'u1',
  email: 'a@b.es',
  name: 'Ana',
  firstName: '',
  lastName: '',
  avatar: null,
  bio: '',
  theme: 'light',
  language: 'es',
  notificationSettings: NOTIFICATION_SETTINGS_DEFAULTS,
  lastLogin: null,
  emailVerified: true,
  subscriptionCount: 0,
  notificationCount: 0,
  lastNotification: null,
  instantNotificationsAvailable: false,
  notificationEmailVerified: true,
};

function authStatus(status: AuthContextValue['status']) {
  jest.mocked(useAuth).mockReturnValue({
    status,
    user: null,
    signOut: jest.fn(),
    refreshUser: jest.fn(),
  });
}

function ProfileName() {
  const { data, error } = useProfile();
  if (error) return <p>error: {error.message}</p>;
  return <p>name: {data ? `${data.name} (${data.notificationSettings.digestTime})` : '-'}</p>;
}

function renderProfile() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProfileName />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock;
  configureApi({ baseUrl: '/api' });
});

describe('useProfile', () => {
  it('loads the profile when signed in', async () => {
    authStatus('signedIn');
    fetchMock.mockResolvedValue(stubResponse(200, { data: { profile: apiProfile } }));
    renderProfile();
    expect(await screen.findByText('name: Ana (08:00)')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0][0]).toBe('/api/v1/users/profile');
    expect(fetchMock.mock.calls[0][1].headers.Authorization).toBe('Bearer tok');
  });

  it('does not fetch when signed out', async () => {
    authStatus('signedOut');
    renderProfile();
    expect(screen.getByText('name: -')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });

  it('reports an answer that is not the profile the api sends', async () => {
    authStatus('signedIn');
    for (const body of [{ data: {} }, { profile: apiProfile }, { data: { data: apiProfile } }]) {
      fetchMock.mockResolvedValue(stubResponse(200, body));
      const { unmount } = renderProfile();
      expect(
        await screen.findByText('error: Unexpected response format from server'),
      ).toBeInTheDocument();
      unmount();
    }
  });
});
