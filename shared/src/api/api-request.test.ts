import { z } from 'zod';
import { getIdToken, signOutUser } from '@vigia/shared/auth';
import { stubResponse } from '@vigia/shared/testing';
import { isApiAvailable, reportApiAvailability } from './api-availability';
import { configureApi } from './api-config';
import { ApiError } from './api-error';
import { clearApiFailures, recentApiFailures } from './api-failures';
import { API_TIMEOUT_MS, apiRequest } from './api-request';

jest.mock('@vigia/shared/auth', () => ({
  DEFAULT_API_BASE_URL: '/api',
  getIdToken: jest.fn(),
  signOutUser: jest.fn(async () => undefined),
  firebaseErrorCode: jest.requireActual('../auth/auth-errors').firebaseErrorCode,
}));

const fetchMock = jest.fn();
const getIdTokenMock = jest.mocked(getIdToken);
const expired = { error: { code: 'TOKEN_EXPIRED', message: 'Token expired' } };

function sentHeaders(call = 0): Record<string, string> {
  return fetchMock.mock.calls[call][1].headers;
}

beforeEach(() => {
  jest.clearAllMocks();
  clearApiFailures();
  global.fetch = fetchMock;
  fetchMock.mockReset();
  configureApi({ baseUrl: 'https://api.test/api/' });
  getIdTokenMock.mockImplementation(async (force) => (force ? 'fresh-token' : 'cached-token'));
});

describe('apiRequest', () => {
  it('calls base URL + path with JSON and the bearer token, and answers the parsed JSON', async () => {
    fetchMock.mockResolvedValue(stubResponse(200, { data: { profile: { id: 'u1' } } }));
    await expect(apiRequest('GET', '/v1/users/profile')).resolves.toEqual({
      data: { profile: { id: 'u1' } },
    });
    expect(fetchMock).toHaveBeenCalledWith('https://api.test/api/v1/users/profile', {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: 'Bearer cached-token' },
      body: undefined,
      signal: expect.any(AbortSignal),
    });
    expect(getIdTokenMock).toHaveBeenCalledWith(false);
  });

  it('sends a JSON body with its content type', async () => {
    fetchMock.mockResolvedValue(stubResponse(200, { data: {} }));
    await apiRequest('PATCH', '/v1/users/profile', { body: { bio: 'Hola' } });
    expect(fetchMock.mock.calls[0][1].body).toBe('{"bio":"Hola"}');
    expect(sentHeaders()['Content-Type']).toBe('application/json');
  });

  it('sends no content type for a call without a body', async () => {
    fetchMock.mockResolvedValue(stubResponse(204));
    await expect(apiRequest('POST', '/v1/notifications/read-all')).resolves.toBeUndefined();
    expect(sentHeaders()['Content-Type']).toBeUndefined();
  });

  it('adds the query string, leaving out empty values', async () => {
    fetchMock.mockResolvedValue(stubResponse(200, { data: [] }));
    await apiRequest('GET', '/v1/notifications', {
      query: { limit: 20, page: 1, unread: true, entityType: undefined, subscriptionId: null },
    });
    expect(fetchMock.mock.calls[0][0]).toBe(
      'https://api.test/api/v1/notifications?limit=20&page=1&unread=true',
    );
  });

  it('sends no Authorization header when signed out', async () => {
    getIdTokenMock.mockResolvedValue(null);
    fetchMock.mockResolvedValue(stubResponse(200, {}));
    await apiRequest('GET', '/v1/users/profile');
    expect(sentHeaders().Authorization).toBeUndefined();
  });

  it('validates the answer with a schema', async () => {
    const schema = z.object({ data: z.object({ unread: z.number() }) });
    fetchMock.mockResolvedValue(stubResponse(200, { data: { unread: 3 } }));
    await expect(apiRequest('GET', '/v1/notifications/stats', { schema })).resolves.toEqual({
      data: { unread: 3 },
    });
    fetchMock.mockResolvedValue(stubResponse(200, { data: { unread: 'three' } }));
    await expect(apiRequest('GET', '/v1/notifications/stats', { schema })).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
      message: 'Unexpected response format from server',
    });
  });

  it('throws an ApiError from the error envelope', async () => {
    const details = [{ path: ['name'], message: 'Required' }];
    fetchMock.mockResolvedValue(
      stubResponse(400, { error: { code: 'VALIDATION_ERROR', message: 'Invalid body', details } }),
    );
    const error = await apiRequest('POST', '/v1/subscriptions', { body: {} }).catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Invalid body',
      details,
    });
  });

  it('names the code from the status when the body is not an envelope', async () => {
    fetchMock.mockResolvedValue(stubResponse(404, 'Not Found'));
    await expect(apiRequest('GET', '/v1/nothing')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
    fetchMock.mockResolvedValue(stubResponse(502));
    await expect(apiRequest('GET', '/v1/nothing')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
    });
  });

  it('turns a network failure into status 0, NETWORK_ERROR', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/v1/users/profile')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });

  it('keeps the technical detail of a failure for /debug', async () => {
    fetchMock.mockResolvedValue(
      stubResponse(500, { error: { code: 'INTERNAL', message: 'relation "x" does not exist' } }),
    );
    await apiRequest('GET', '/v1/subscriptions').catch(() => undefined);
    expect(recentApiFailures()).toEqual([
      expect.objectContaining({
        method: 'GET',
        path: '/v1/subscriptions',
        status: 500,
        code: 'INTERNAL',
        message: 'relation "x" does not exist',
      }),
    ]);
  });

  describe('time limit and cancellation', () => {
    /** A fetch that never answers until its signal aborts, as a stalled server. */
    function stalledFetch() {
      fetchMock.mockImplementation(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('The operation was aborted.', 'AbortError')),
            );
          }),
      );
    }

    afterEach(() => jest.useRealTimers());

    it(`fails with TIMEOUT when the api does not answer within ${API_TIMEOUT_MS / 1000} s`, async () => {
      jest.useFakeTimers();
      stalledFetch();
      const result = apiRequest('GET', '/v1/subscriptions').catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS - 1);
      expect(fetchMock.mock.calls[0][1].signal.aborted).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetchMock.mock.calls[0][1].signal.aborted).toBe(true);
      await expect(result).resolves.toMatchObject({ status: 0, code: 'TIMEOUT' });
    });

    it('takes another time limit per call', async () => {
      jest.useFakeTimers();
      stalledFetch();
      const result = apiRequest('GET', '/v1/x', { timeoutMs: 500 }).catch((e: unknown) => e);
      await jest.advanceTimersByTimeAsync(500);
      await expect(result).resolves.toMatchObject({ code: 'TIMEOUT' });
    });

    it("aborts the request with the caller's signal and rethrows the AbortError", async () => {
      stalledFetch();
      const controller = new AbortController();
      const result = apiRequest('GET', '/v1/x', { signal: controller.signal }).catch(
        (error: unknown) => error,
      );
      await Promise.resolve();
      await Promise.resolve();
      controller.abort();
      const error = await result;
      expect(error).toBeInstanceOf(DOMException);
      expect((error as DOMException).name).toBe('AbortError');
      expect(fetchMock.mock.calls[0][1].signal.aborted).toBe(true);
      expect(recentApiFailures()).toEqual([]);
    });

    it('stops waiting for a body that never ends at the time limit too', async () => {
      jest.useFakeTimers();
      fetchMock.mockImplementation(async (_url: string, init: RequestInit) => ({
        status: 200,
        ok: true,
        text: () =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () =>
              reject(new DOMException('aborted', 'AbortError')),
            ),
          ),
      }));
      const result = apiRequest('GET', '/v1/x').catch((error: unknown) => error);
      await jest.advanceTimersByTimeAsync(API_TIMEOUT_MS);
      await expect(result).resolves.toMatchObject({ code: 'TIMEOUT' });
    });
  });

  describe('on 401 TOKEN_EXPIRED', () => {
    it('forces one token refresh and retries once', async () => {
      fetchMock
        .mockResolvedValueOnce(stubResponse(401, expired))
        .mockResolvedValueOnce(stubResponse(200, { data: { ok: true } }));
      await expect(apiRequest('GET', '/v1/users/profile')).resolves.toEqual({ data: { ok: true } });
      expect(getIdTokenMock).toHaveBeenLastCalledWith(true);
      expect(sentHeaders(1).Authorization).toBe('Bearer fresh-token');
      expect(signOutUser).not.toHaveBeenCalled();
    });

    it('signs out when the retry is refused too', async () => {
      fetchMock.mockResolvedValue(stubResponse(401, expired));
      await expect(apiRequest('GET', '/v1/users/profile')).rejects.toMatchObject({
        status: 401,
        code: 'TOKEN_EXPIRED',
      });
      expect(fetchMock).toHaveBeenCalledTimes(2);
      expect(signOutUser).toHaveBeenCalledTimes(1);
    });

    it('signs out when the token cannot be refreshed', async () => {
      fetchMock.mockResolvedValue(stubResponse(401, expired));
      getIdTokenMock.mockImplementation(async (force) => {
        if (force) throw Object.assign(new Error('expired'), { code: 'auth/user-token-expired' });
        return 'cached-token';
      });
      await expect(apiRequest('GET', '/v1/users/profile')).rejects.toMatchObject({
        status: 401,
        code: 'TOKEN_EXPIRED',
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(signOutUser).toHaveBeenCalledTimes(1);
    });

    it('does not retry other 401s', async () => {
      fetchMock.mockResolvedValue(
        stubResponse(401, { error: { code: 'MISSING_HEADERS', message: 'No token' } }),
      );
      await expect(apiRequest('GET', '/v1/users/profile')).rejects.toMatchObject({
        code: 'MISSING_HEADERS',
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(signOutUser).not.toHaveBeenCalled();
    });
  });
});

describe('api availability', () => {
  const down = {
    error: { code: 'SERVICE_UNAVAILABLE', message: 'Servicio no disponible' },
  };
  beforeEach(() => reportApiAvailability(true));

  it('is lost when the proxy says the api is down, and back with the next answer of the api', async () => {
    fetchMock.mockResolvedValueOnce(stubResponse(503, down));
    await expect(apiRequest('GET', '/v1/subscriptions')).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Servicio no disponible',
    });
    expect(isApiAvailable()).toBe(false);
    fetchMock.mockResolvedValueOnce(
      stubResponse(404, { error: { code: 'NOT_FOUND', message: 'x' } }),
    );
    await expect(apiRequest('GET', '/v1/subscriptions/x')).rejects.toBeInstanceOf(ApiError);
    expect(isApiAvailable()).toBe(true);
  });

  it('is lost when nothing answers, or a gateway answers 502 or 504', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('GET', '/v1/subscriptions')).rejects.toMatchObject({ status: 0 });
    expect(isApiAvailable()).toBe(false);
    reportApiAvailability(true);
    fetchMock.mockResolvedValueOnce(stubResponse(504, 'Gateway Timeout'));
    await expect(apiRequest('GET', '/v1/subscriptions')).rejects.toMatchObject({ status: 504 });
    expect(isApiAvailable()).toBe(false);
  });

  it("is kept on the api's own errors, 503 included", async () => {
    fetchMock.mockResolvedValueOnce(
      stubResponse(503, { error: { code: 'INTERNAL', message: 'Database unavailable' } }),
    );
    await expect(apiRequest('GET', '/v1/subscriptions')).rejects.toMatchObject({ status: 503 });
    expect(isApiAvailable()).toBe(true);
  });
});
