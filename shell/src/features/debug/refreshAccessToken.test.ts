import { refreshAccessToken } from './refreshAccessToken';

jest.mock('@vigia/shared/auth', () => jest.requireActual('../../test/mockAuth').authModule);

function mockFetch(status: number, body: unknown) {
  const fetchMock = jest.fn(async () => ({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  }));
  Object.assign(globalThis, { fetch: fetchMock });
  return fetchMock;
}

beforeEach(() => window.localStorage.clear());

describe('refreshAccessToken', () => {
  it('posts the stored refresh token and stores the access token with a Bearer prefix', async () => {
    window.localStorage.setItem('refreshToken', 'refresh-1');
    const fetchMock = mockFetch(200, {
      accessToken: 'abc',
      refreshToken: 'refresh-2',
      expiresIn: 3600,
    });
    const result = await refreshAccessToken('/api');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/refresh', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: 'refresh-1' }),
    });
    expect(result).toEqual({ ok: true, message: 'Access token stored with the Bearer prefix.' });
    expect(window.localStorage.getItem('accessToken')).toBe('Bearer abc');
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('reads the token from a { data } envelope too', async () => {
    window.localStorage.setItem('refreshToken', 'refresh-1');
    mockFetch(200, { data: { accessToken: 'xyz' } });
    await refreshAccessToken('/api/');
    expect(window.localStorage.getItem('accessToken')).toBe('Bearer xyz');
  });

  it('reports an absent endpoint', async () => {
    window.localStorage.setItem('refreshToken', 'refresh-1');
    mockFetch(404, {
      error: { code: 'NOT_FOUND', message: 'Route POST:/api/auth/refresh not found' },
    });
    const result = await refreshAccessToken('/api');
    expect(result).toEqual({
      ok: false,
      message: 'Refresh failed: 404 Route POST:/api/auth/refresh not found',
    });
    expect(window.localStorage.getItem('accessToken')).toBeNull();
  });

  it('says so when no refresh token is stored', async () => {
    const fetchMock = mockFetch(200, {});
    expect(await refreshAccessToken('/api')).toEqual({
      ok: false,
      message: 'No refreshToken in storage.',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
