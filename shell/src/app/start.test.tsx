import { act, screen } from '@testing-library/react';
import type { Root } from 'react-dom/client';
import { registerRemotesMock } from '../test/mockFederation';
import { testConfig } from '../test/renderRoutes';
import { start } from './start';

jest.mock('@vigia/shared/auth', () => jest.requireActual('../test/mockAuth').authModule);
jest.mock('@vigia/shared/api', () => jest.requireActual('../test/mockApi').apiModule);
jest.mock('@vigia/shared/query', () => jest.requireActual('../test/mockApi').queryModule);
jest.mock(
  '@module-federation/enhanced/runtime',
  () => jest.requireActual('../test/mockFederation').federationModule,
);
jest.mock('./App', () => ({
  App: ({ config }: { config: { environment: string } }) => <p>App ({config.environment})</p>,
}));

function response(body: unknown, status = 200): Promise<Response> {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
  } as Response);
}

let root: Root | undefined;

async function startWith(configResponse: Promise<Response>) {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    root = await start(container, configResponse);
  });
}

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
  registerRemotesMock.mockClear();
});

describe('start', () => {
  it('registers the remotes named in /config.json (their manifests), then renders the app', async () => {
    await startWith(response(testConfig));
    expect(screen.getByText('App (test)')).toBeInTheDocument();
    expect(registerRemotesMock).toHaveBeenCalledWith([
      { name: 'mfe_auth', entry: 'http://127.0.0.1:3001/mf-manifest.json' },
      { name: 'mfe_subscriptions', entry: 'http://127.0.0.1:3002/mf-manifest.json' },
      { name: 'mfe_notifications', entry: 'http://127.0.0.1:3003/mf-manifest.json' },
      { name: 'mfe_settings', entry: 'http://127.0.0.1:3004/mf-manifest.json' },
    ]);
  });

  it("shows 'Application Error' with the message when /config.json cannot be fetched", async () => {
    await startWith(Promise.reject(new TypeError('Failed to fetch')));
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    expect(registerRemotesMock).not.toHaveBeenCalled();
  });

  it("shows 'Application Error' when /config.json answers an error", async () => {
    await startWith(response('Not found', 404));
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded \(HTTP 404\)/)).toBeInTheDocument();
  });

  it("shows 'Application Error' when /config.json is invalid", async () => {
    await startWith(response({ ...testConfig, remotes: { mfe_auth: 'not a url' } }));
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
    expect(screen.getByText(/invalid: remotes\.mfe_auth/)).toBeInTheDocument();
  });

  it("shows 'Application Error' when the remotes cannot be registered", async () => {
    registerRemotesMock.mockImplementationOnce(() => {
      throw new Error('The federation runtime is not initialised');
    });
    await startWith(response(testConfig));
    expect(screen.getByRole('heading', { name: 'Application Error' })).toBeInTheDocument();
    expect(screen.getByText('The federation runtime is not initialised')).toBeInTheDocument();
  });
});
