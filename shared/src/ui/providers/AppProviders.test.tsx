import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configureApi } from '@vigia/shared/api';
import { initAuth } from '@vigia/shared/auth';
import type { RuntimeConfig } from '@vigia/shared/contracts';
import { AppProviders } from './AppProviders';

jest.mock('@vigia/shared/api', () => ({ configureApi: jest.fn() }));
jest.mock('@vigia/shared/auth', () => ({
  initAuth: jest.fn(),
  AuthProvider: ({ children, apiBaseUrl }: { children: ReactNode; apiBaseUrl?: string }) => (
    <div data-testid="auth" data-api={apiBaseUrl}>
      {children}
    </div>
  ),
}));

const config: RuntimeConfig = {
  environment: 'test',
  apiBaseUrl: 'https://api.example.com/api',
  firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo-vigia' },
  remotes: {},
  overrideOrigins: [],
};

describe('AppProviders', () => {
  it('configures the API client and Firebase once, and renders its children', async () => {
    const { rerender } = render(
      <AppProviders config={config}>
        <p>Vigía</p>
      </AppProviders>,
    );
    rerender(
      <AppProviders config={config}>
        <p>Vigía</p>
      </AppProviders>,
    );
    await act(async () => undefined); // the toast region settles in a microtask
    expect(screen.getByText('Vigía')).toBeInTheDocument();
    expect(configureApi).toHaveBeenCalledTimes(1);
    expect(configureApi).toHaveBeenCalledWith({ baseUrl: 'https://api.example.com/api' });
    expect(initAuth).toHaveBeenCalledTimes(1);
    expect(initAuth).toHaveBeenCalledWith(config.firebase);
    expect(screen.getByTestId('auth')).toHaveAttribute('data-api', 'https://api.example.com/api');
  });
});
