import { fetchRuntimeConfig } from './runtimeConfig';

const valid = {
  environment: 'development',
  apiBaseUrl: '/api',
  firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-vigia' },
  remotes: {
    mfe_auth: 'http://127.0.0.1:3001/mf-manifest.json',
    mfe_subscriptions: 'http://127.0.0.1:3002/mf-manifest.json',
    mfe_notifications: 'http://127.0.0.1:3003/mf-manifest.json',
    mfe_settings: 'http://127.0.0.1:3004/mf-manifest.json',
  },
};

function respond(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response);
}

describe('fetchRuntimeConfig', () => {
  it('returns the validated configuration', async () => {
    const config = await fetchRuntimeConfig(respond(valid));
    expect(config.apiBaseUrl).toBe('/api');
    expect(config.overrideOrigins).toEqual([]);
  });

  it('rejects with the HTTP status when /config.json is not served', async () => {
    await expect(fetchRuntimeConfig(respond('Not found', 404))).rejects.toThrow(
      'The configuration (/config.json) could not be loaded (HTTP 404).',
    );
  });

  it('rejects naming the invalid fields', async () => {
    await expect(fetchRuntimeConfig(respond({ ...valid, apiBaseUrl: '' }))).rejects.toThrow(
      /invalid: apiBaseUrl/,
    );
  });

  it('keeps the optional fields and refuses a bad emulator URL or remote timeout', async () => {
    const config = await fetchRuntimeConfig(
      respond({
        ...valid,
        firebase: { ...valid.firebase, emulatorHost: 'http://127.0.0.1:9099' },
        remoteTimeoutMs: 8000,
        overrideOrigins: ['http://127.0.0.1:*'],
      }),
    );
    expect(config.firebase.emulatorHost).toBe('http://127.0.0.1:9099');
    expect(config.remoteTimeoutMs).toBe(8000);
    expect(config.overrideOrigins).toEqual(['http://127.0.0.1:*']);
    await expect(
      fetchRuntimeConfig(respond({ ...valid, firebase: { ...valid.firebase, emulatorHost: 'x' } })),
    ).rejects.toThrow(/invalid: firebase\.emulatorHost/);
    await expect(fetchRuntimeConfig(respond({ ...valid, remoteTimeoutMs: 1.5 }))).rejects.toThrow(
      /invalid: remoteTimeoutMs/,
    );
    await expect(fetchRuntimeConfig(respond({ ...valid, remoteTimeoutMs: 0 }))).rejects.toThrow(
      /invalid: remoteTimeoutMs/,
    );
  });

  it('rejects when the request itself fails', async () => {
    await expect(
      fetchRuntimeConfig(Promise.reject(new TypeError('Failed to fetch'))),
    ).rejects.toThrow('Failed to fetch');
  });
});
