/**
 * The words of the shared UI pieces (error boundary, start-up page, spinner, dialogs, 404, the
 * sign-in form of a remote running alone). A screen's own words live in its package and reach
 * these pieces as props. Verbatim from the product spec unless marked `// not from the spec`.
 */
export const uiMessages = {
  brand: {
    name: 'Vigía', // not from the spec (the product name)
  },
  errorBoundary: {
    authTitle: 'Authentication Error',
    title: 'Something went wrong',
    inSection: (section: string) => ` in ${section}`,
    authBody: 'Your session may have expired. Please try again or log in again.',
    body: 'Esta parte de la página no se ha podido mostrar. Inténtalo de nuevo o recarga la página.', // not from the spec (replaces the error's own message: issue 25)
    tryAgain: 'Try Again',
    logIn: 'Log In',
    reload: 'Reload Page',
    showDetails: 'Show details',
    hideDetails: 'Ocultar detalles', // not from the spec
    noDetails: 'No hay más detalles.', // not from the spec
  },
  startup: {
    title: 'Application Error',
    reload: 'Reload Page',
    configUnavailable: (status: number) =>
      `The configuration (/config.json) could not be loaded (HTTP ${status}).`, // not from the spec
    configInvalid: (issues: string) => `The configuration (/config.json) is invalid: ${issues}`, // not from the spec
  },
  standalone: {
    signInTitle: 'Iniciar Sesión',
    signInSubtitle: (remote: string) => `Inicia sesión para trabajar con ${remote} por separado`, // not from the spec
    signedInAs: (email: string) => `Sesión iniciada como ${email}`, // not from the spec
    signOut: 'Cerrar sesión',
    emailLabel: 'Email',
    passwordLabel: 'Contraseña',
    submit: 'Iniciar Sesión',
    busy: 'Procesando...',
  },
  signIn: {
    emailInvalid: 'El formato del correo electrónico no es válido',
    passwordRequired: 'La contraseña es requerida',
  },
  passwordField: {
    show: 'Mostrar contraseña', // not from the spec
    hide: 'Ocultar contraseña', // not from the spec
  },
  toaster: {
    region: 'Avisos (F8)', // not from the spec (the spec's F8 hotkey focuses it)
    close: 'Cerrar aviso', // not from the spec
  },
  loadError: {
    retry: 'Reintentar', // not from the spec
    retrying: 'Reintentando…', // not from the spec
  },
  spinner: {
    label: 'Cargando…', // not from the spec
  },
  confirmDialog: {
    close: 'Cerrar', // not from the spec
  },
  notFound: {
    title: 'Página no encontrada',
    body: 'La dirección que buscas no existe o ha cambiado.', // not from the spec
    backHome: 'Volver al inicio', // not from the spec
  },
} as const;
