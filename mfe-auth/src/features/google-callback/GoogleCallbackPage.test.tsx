import { screen, waitFor } from '@testing-library/react';
import { signInWithGoogleTokens } from '@vigia/shared/auth';
import { deferred, renderRoute } from '../../test/renderRoute';

jest.mock('@vigia/shared/auth', () => ({ signInWithGoogleTokens: jest.fn() }));
jest.mock('@vigia/shared/ui', () => ({
  ...jest.requireActual('@vigia/shared/ui'),
  toaster: { create: jest.fn() },
}));

const signIn = jest.mocked(signInWithGoogleTokens);
const user = {
  id: 'g1',
  email: 'g@example.com',
  displayName: null,
  emailVerified: true,
  photoURL: null,
};

beforeEach(() => jest.clearAllMocks());

describe('GoogleCallbackPage', () => {
  it("shows 'Completando inicio de sesión' while it signs in", () => {
    signIn.mockReturnValue(deferred<typeof user>().promise);
    renderRoute('/auth/google/callback?id_token=id&access_token=acc');
    expect(screen.getByText('Completando inicio de sesión')).toBeInTheDocument();
  });

  it('signs in with both tokens of the query string and goes to /dashboard', async () => {
    signIn.mockResolvedValue(user);
    renderRoute('/auth/google/callback?id_token=the-id&access_token=the-access');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard'));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(signIn).toHaveBeenCalledWith('the-id', 'the-access');
  });

  it.each([
    '/auth/google/callback',
    '/auth/google/callback?id_token=the-id',
    '/auth/google/callback?access_token=the-access',
  ])('goes to /auth without calling Firebase when a token is missing (%s)', async (path) => {
    renderRoute(path);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
    expect(signIn).not.toHaveBeenCalled();
  });

  it('goes to /auth when the sign-in fails', async () => {
    signIn.mockRejectedValue(new Error('auth/invalid-credential'));
    renderRoute('/auth/google/callback?id_token=bad&access_token=bad');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/));
  });
});
