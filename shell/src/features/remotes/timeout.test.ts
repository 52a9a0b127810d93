import { remoteTimeoutPlugin, withTimeout } from './timeout';

describe('withTimeout', () => {
  afterEach(() => jest.useRealTimers());

  it('answers what the promise answers in time', async () => {
    await expect(withTimeout(Promise.resolve(1), 50, () => new Error('late'))).resolves.toBe(1);
  });

  it('rejects with the given error once the time is up', async () => {
    jest.useFakeTimers();
    const late = withTimeout(new Promise(() => undefined), 1000, () => new Error('late'));
    const assertion = expect(late).rejects.toThrow('late');
    await jest.advanceTimersByTimeAsync(1000);
    await assertion;
  });
});

describe('remoteTimeoutPlugin', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('fetches a manifest with a signal that aborts after the remote timeout', async () => {
    const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>(
      async () => ({ ok: true }) as Response,
    );
    global.fetch = fetchMock as typeof fetch;
    const timeout = jest.spyOn(AbortSignal, 'timeout');
    const timeLeft = jest.fn(() => 2500);
    const plugin = remoteTimeoutPlugin(timeLeft);
    await plugin.fetch?.(
      'http://127.0.0.1:3004/mf-manifest.json',
      { method: 'GET' },
      {
        name: 'mfe_settings',
        entry: 'http://127.0.0.1:3004/mf-manifest.json',
        type: 'global',
        entryGlobalName: 'mfe_settings',
        shareScope: 'default',
      },
    );
    expect(timeLeft).toHaveBeenCalledWith('mfe_settings');
    expect(timeout).toHaveBeenCalledWith(2500);
    const init = fetchMock.mock.calls[0][1];
    expect(init?.method).toBe('GET');
    expect(init?.signal).toBe(timeout.mock.results[0].value);
    timeout.mockRestore();
  });

  it("gives an entry script what is left of the remote's time, at least 1 ms", () => {
    expect(
      remoteTimeoutPlugin(() => 1200.4).createScript?.({
        url: 'http://127.0.0.1:3004/remoteEntry.js',
      }),
    ).toEqual({ timeout: 1201 });
    expect(
      remoteTimeoutPlugin(() => -50).createScript?.({
        url: 'http://127.0.0.1:3004/remoteEntry.js',
      }),
    ).toEqual({ timeout: 1 });
  });
});
