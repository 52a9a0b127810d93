import { returnPathFrom, signInPathFor } from './return-path';

describe('the return to a deep link after sign-in', () => {
  it('carries the path, its query and hash to /auth and back', () => {
    const signIn = signInPathFor('/subscriptions?q=obras&fuente=boe&pagina=2');
    expect(signIn).toBe('/auth?next=%2Fsubscriptions%3Fq%3Dobras%26fuente%3Dboe%26pagina%3D2');
    expect(returnPathFrom(new URL(signIn, 'http://x').search)).toBe(
      '/subscriptions?q=obras&fuente=boe&pagina=2',
    );
  });

  it('sends to /dashboard without a return, or with one that leaves the app', () => {
    expect(signInPathFor('/dashboard')).toBe('/auth');
    expect(returnPathFrom('')).toBe('/dashboard');
    for (const next of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'dashboard',
    ]) {
      expect(returnPathFrom(new URLSearchParams({ next }))).toBe('/dashboard');
    }
  });
});
