import { screen } from '@testing-library/react';
import { renderRoute } from './test/renderRoute';

jest.mock('@vigia/shared/auth', () => ({
  signInWithGoogleTokens: jest.fn(() => new Promise(() => {})),
}));
jest.mock('@vigia/shared/ui', () => ({
  ...jest.requireActual('@vigia/shared/ui'),
  toaster: { create: jest.fn() },
}));

describe('mfe_auth routes', () => {
  it.each([
    ['/login', 'Iniciar Sesión'],
    ['/signup', 'Crear Cuenta'],
    ['/recover-password', 'Recuperar Contraseña'],
    ['/auth', 'Iniciar Sesión'],
    ['/auth?mode=login', 'Iniciar Sesión'],
    ['/auth?mode=signup', 'Crear Cuenta'],
  ])('%s shows %s', (path, heading) => {
    renderRoute(path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/auth/google/callback shows the callback screen', () => {
    renderRoute('/auth/google/callback?id_token=a&access_token=b');
    expect(screen.getByText('Completando inicio de sesión')).toBeInTheDocument();
  });

  it('renders nothing for paths it does not own', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoute('/subscriptions');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
