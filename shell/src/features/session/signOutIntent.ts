/**
 * Set while 'Cerrar sesión' / 'Log out' signs out and heads for /login, so the authenticated
 * guard does not send the user to /auth on the way.
 */
let leaving = false;

export const signOutIntent = {
  begin(): void {
    leaving = true;
  },
  end(): void {
    leaving = false;
  },
  get active(): boolean {
    return leaving;
  },
};
