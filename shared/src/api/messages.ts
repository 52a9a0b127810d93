/**
 * What a user reads when a call fails for a reason no screen can say better (issue 25: Spanish,
 * no internals). Not from the spec.
 */
export const apiMessages = {
  timeout: 'El servidor no ha respondido a tiempo. Inténtalo de nuevo.', // not from the spec
  unreachable: 'No se pudo conectar con el servidor. Comprueba tu conexión e inténtalo de nuevo.', // not from the spec
  rateLimited: 'Has hecho demasiadas peticiones seguidas. Espera un momento e inténtalo de nuevo.', // not from the spec
} as const;
