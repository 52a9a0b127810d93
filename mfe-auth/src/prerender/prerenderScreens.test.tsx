/**
 * @jest-environment node
 */
// Drawn as the build draws them: in Node, where Emotion writes each rule beside its element.
import { PRERENDERED_SCREENS, prerenderScreen } from './prerenderScreens';

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('prerenderScreen', () => {
  it.each([
    ['/login', 'Iniciar Sesión', ['email', 'password']],
    ['/signup', 'Crear Cuenta', ['name', 'email', 'password']],
    ['/recover-password', 'Recuperar Contraseña', ['email']],
  ] as const)(
    'draws %s signed out: its title, its fields and the styles they need',
    (path, title, fields) => {
      const html = prerenderScreen(path);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      for (const field of fields) expect(html).toContain(`name="${field}"`);
      // Chakra's reset and tokens, and each element's rules, travel with the markup.
      expect(html).toContain('<style data-emotion="css-global');
      expect(count(html, /<style data-emotion="css /g)).toBeGreaterThan(5);
      expect(html).not.toContain('<script');
    },
  );

  it('names a file for each screen it draws', () => {
    expect(Object.values(PRERENDERED_SCREENS)).toEqual([
      'login.html',
      'signup.html',
      'recover-password.html',
    ]);
  });
});
