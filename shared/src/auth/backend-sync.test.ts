import type { User } from 'firebase/auth';
import { stubResponse } from '@vigia/shared/testing';
import { createTokenSync, syncUserWithBackend, userSyncPayload } from './backend-sync';

const fetchMock = jest.fn();

beforeEach(() => {
  fetchMock.mockReset().mockResolvedValue(stubResponse(204));
  global.fetch = fetchMock;
});

describe('userSyncPayload', () => {
  it('takes displayName, email, uid and photoURL from the user', () => {
    const user = {
      uid: 'u1',
      email: 'ana@example.com',
      displayName: 'Ana',
      photoURL: null,
      emailVerified: true,
    } as unknown as User;
    expect(userSyncPayload(user)).toEqual({
      displayName: 'Ana',
      email: 'ana@example.com',
      uid: 'u1',
      photoURL: null,
    });
  });
});

describe('syncUserWithBackend', () => {
  const payload = { displayName: 'Ana', email: 'ana@example.com', uid: 'u1', photoURL: null };

  it('posts the payload with the bearer token to /v1/auth/users/sync', async () => {
    await expect(syncUserWithBackend('/api/', payload, 'tok')).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/auth/users/sync', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok' },
      body: JSON.stringify(payload),
    });
  });

  it('only logs a failure', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(syncUserWithBackend('/api', payload, 'tok')).resolves.toBe(false);
    fetchMock.mockResolvedValueOnce(stubResponse(500));
    await expect(syncUserWithBackend('/api', payload, 'tok')).resolves.toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('createTokenSync', () => {
  it('posts a token once and again only when it is older than 300 s', async () => {
    let now = 1_000_000;
    const sync = createTokenSync('/session', () => now);
    await sync.post('tok');
    await sync.post('tok');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/session', {
      credentials: 'same-origin',
      method: 'POST',
      headers: { Authorization: 'Bearer tok' },
    });
    now += 299_000;
    await sync.post('tok');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    now += 2_000;
    await sync.post('tok');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('posts a new token at once', async () => {
    const sync = createTokenSync('/session');
    await sync.post('tok-1');
    await sync.post('tok-2');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends DELETE once when the token goes away', async () => {
    const sync = createTokenSync('/session');
    await sync.post('tok');
    await sync.clear();
    await sync.clear();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('/session', {
      credentials: 'same-origin',
      method: 'DELETE',
    });
  });
});
