/**
 * Strings of the shell: landing, header, sidebar, dashboard, /debug and the remote loading errors.
 * Verbatim from the product spec unless marked `// not from the spec`.
 */
export const shellMessages = {
  brand: {
    tagline: 'Notificaciones Inteligentes',
  },
  skipToContent: 'Saltar al contenido', // not from the spec
  /** The document title of each screen (issue 25), before ' · Vigía'. None is from the spec. */
  documentTitles: {
    landing: 'Notificaciones Inteligentes',
    login: 'Iniciar sesión',
    signup: 'Crear cuenta',
    recoverPassword: 'Recuperar contraseña',
    auth: 'Acceso',
    dashboard: 'Inicio',
    subscriptions: 'Subscripciones',
    subscriptionTypes: 'Nueva subscripción: elige el tipo',
    createSubscription: 'Nueva subscripción',
    editSubscription: 'Editar subscripción',
    subscription: 'Detalle de la subscripción',
    notifications: 'Notificaciones',
    settings: 'Ajustes',
    debug: 'Depuración',
    notFound: 'Página no encontrada',
  },
  serviceUnavailable: {
    title: 'Servicio no disponible', // not from the spec
    body: 'No podemos conectar con el servidor de Vigía. Lo reintentamos automáticamente y la página se pondrá al día en cuanto vuelva; tus datos están a salvo.', // not from the spec
    retry: 'Reintentar', // not from the spec
  },
  remotes: {
    /** The section each remote fills, as the error boundary names it to users. */
    sectionNames: {
      mfe_auth: 'Acceso', // not from the spec
      mfe_subscriptions: 'Subscripciones',
      mfe_notifications: 'Notificaciones',
      mfe_settings: 'Ajustes',
    },
    unavailable: 'No se ha podido cargar esta sección. Comprueba tu conexión e inténtalo de nuevo.', // not from the spec
    tooSlow: 'Esta sección ha tardado demasiado en cargar. Inténtalo de nuevo.', // not from the spec
    incompatible:
      'Esta sección no funciona con esta versión de la aplicación. Recarga la página; si sigue igual, vuelve a intentarlo más tarde.', // not from the spec
    // What follows is technical: for /debug and the console only.
    missing: (id: string) => `The module ${id} is not available.`, // not from the spec
    loadFailed: (id: string, detail: string) => `Could not load ${id}: ${detail}`, // not from the spec
    timedOut: (id: string, timeoutMs: number) =>
      `Could not load ${id}: no answer within ${timeoutMs / 1000} s.`, // not from the spec
    contractBroken: (id: string, problem: string) =>
      `${id} does not satisfy its contract in @vigia/shared/contracts (${problem}) and is not loaded.`, // not from the spec
    versionSkew: (
      remote: string,
      skew: ReadonlyArray<{ name: string; required: string; provided: string }>,
    ) =>
      `${remote} needs ${skew
        .map(({ name, required }) => `${name} ${required}`)
        .join(', ')}, but this shell provides ${skew
        .map(({ name, provided }) => `${name} ${provided}`)
        .join(', ')}. It was built against an incompatible version and is not loaded.`, // not from the spec
  },
  routeError: {
    title: 'Unexpected Application Error!',
  },
  landing: {
    errorTitle: 'Something went wrong',
    refresh: 'Refresh Page',
    eyebrow: 'BOE · DOGA', // not from the spec
    title: 'Notificaciones Inteligentes',
    lead: 'Vigía lee cada día los boletines oficiales por ti y te avisa cuando se publica lo que te importa.', // not from the spec
    points: [
      'Crea subscripciones con hasta 3 términos de búsqueda.', // not from the spec
      'Recibe avisos en la aplicación y por email, al momento o en un resumen diario.', // not from the spec
      'Sigue el Boletín Oficial del Estado y el Diario Oficial de Galicia.', // not from the spec
    ],
    signUp: 'Crear Cuenta',
    logIn: 'Iniciar Sesión',
  },
  header: {
    logIn: 'Log in',
    signUp: 'Sign up',
    home: 'Home',
    dashboard: 'Dashboard',
    settings: 'Settings',
    logOut: 'Log out',
    homeLink: 'Vigía', // not from the spec (accessible name of the logo link)
    userMenu: (name: string) => (name ? `Menú de usuario: ${name}` : 'Menú de usuario'), // not from the spec
    openMenu: 'Abrir menú', // not from the spec
    menuTitle: 'Menú', // not from the spec
    closeMenu: 'Cerrar menú', // not from the spec
    notifications: (badge: string) =>
      badge ? `Notificaciones: ${badge} sin leer` : 'Notificaciones', // not from the spec
  },
  sidebar: {
    navigation: 'Navegación principal', // not from the spec
    home: 'Inicio',
    notifications: 'Notificaciones',
    subscriptions: 'Subscripciones',
    settings: 'Ajustes',
    signOut: 'Cerrar sesión',
    hide: 'Ocultar barra lateral', // not from the spec
    show: 'Mostrar barra lateral', // not from the spec
    unread: (badge: string) => `${badge} sin leer`, // not from the spec
  },
  session: {
    signOutFailed: 'Error al cerrar sesión. Inténtalo de nuevo.',
  },
  dashboard: {
    title: 'Inicio',
    greeting: (name: string) => `Hola, ${name}`, // not from the spec
    intro: 'Este es el resumen de tus subscripciones y notificaciones.', // not from the spec
    refresh: 'Actualizar', // not from the spec
    refreshing: 'Actualizando...', // not from the spec
    lastUpdated: (time: string) => `Última actualización: ${time}`, // not from the spec
  },
  debug: {
    blockedTitle: 'Depuración bloqueada', // not from the spec
    blockedBody: 'La página de depuración no está disponible en producción.', // not from the spec
    title: 'Debug', // not from the spec
    auth: 'Auth state', // not from the spec
    config: 'Runtime config', // not from the spec
    remotes: 'Remotes', // not from the spec
    apiFailures: 'Recent api failures (this page load)', // not from the spec
    noApiFailures: 'No api call has failed since the page loaded.', // not from the spec
    remoteLoaded: 'loaded', // not from the spec
    remoteFailed: 'failed', // not from the spec
    remoteLoading: 'loading', // not from the spec
    remoteIdle: 'not loaded yet', // not from the spec
    remoteIncompatible: 'incompatible', // not from the spec
    remoteVersionUnknown: '—', // not from the spec
    clearOverrides: 'Clear overrides', // not from the spec
    noOverrides: 'No remote is overridden in this browser.', // not from the spec
    remoteOverride: 'override', // not from the spec
    refreshTitle: 'Token refresh', // not from the spec
    refreshButton: 'POST /auth/refresh', // not from the spec
    refreshDone: 'Access token stored with the Bearer prefix.', // not from the spec
    refreshMissing: 'No refreshToken in storage.', // not from the spec
    refreshFailed: (detail: string) => `Refresh failed: ${detail}`, // not from the spec
  },
} as const;
