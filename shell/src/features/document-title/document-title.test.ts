import { documentTitleFor } from './document-title';

describe('the document title of each route', () => {
  it('names every screen of the route table', () => {
    expect(
      [
        '/',
        '/login',
        '/signup',
        '/recover-password',
        '/auth',
        '/auth/google/callback',
        '/dashboard',
        '/subscriptions',
        '/subscriptions/types',
        '/subscriptions/create/boe',
        '/subscriptions/edit/0b4c',
        '/subscriptions/0b4c',
        '/notifications',
        '/settings/',
        '/debug',
        '/no-such-page',
      ].map(documentTitleFor),
    ).toEqual([
      'Notificaciones Inteligentes · Vigía',
      'Iniciar sesión · Vigía',
      'Crear cuenta · Vigía',
      'Recuperar contraseña · Vigía',
      'Acceso · Vigía',
      'Acceso · Vigía',
      'Inicio · Vigía',
      'Subscripciones · Vigía',
      'Nueva subscripción: elige el tipo · Vigía',
      'Nueva subscripción · Vigía',
      'Editar subscripción · Vigía',
      'Detalle de la subscripción · Vigía',
      'Notificaciones · Vigía',
      'Ajustes · Vigía',
      'Depuración · Vigía',
      'Página no encontrada · Vigía',
    ]);
  });
});
