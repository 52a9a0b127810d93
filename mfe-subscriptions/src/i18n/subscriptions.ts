/**
 * Strings of the subscription list, its cards, the type selection, the dashboard card and the
 * subscription toasts (spec §2, §3, §4, §8). The form, detail and status strings are in
 * `subscription-detail.ts`. Verbatim from the spec unless marked `// not from the spec`.
 */
export const subscriptionsMessages = {
  list: {
    title: 'Subscripciones',
    newSubscription: 'Nueva subscripción', // not from the spec
    deleteAll: 'Eliminar todo', // not from the spec
    searchLabel: 'Buscar subscripciones',
    searchPlaceholder: 'Buscar subscripciones...',
    sourceLabel: 'Filtrar por fuente',
    sourceOptions: {
      all: 'Todas las fuentes',
      boe: 'BOE',
      doga: 'DOGA',
      other: 'Otras',
    },
    previous: 'Anterior', // not from the spec
    next: 'Siguiente', // not from the spec
    pageOf: (page: number, totalPages: number) => `Page ${page} of ${totalPages}`,
    pagination: 'Paginación', // not from the spec
    loading: 'Cargando subscripciones', // not from the spec
    empty: 'Aún no tienes subscripciones',
    emptyHint: 'Crea una subscripción para recibir avisos de los boletines oficiales.', // not from the spec
    create: 'Crear subscripción', // not from the spec
    noResults: 'Ninguna subscripción coincide con tu búsqueda', // not from the spec
    noResultsHint: 'Prueba con otras palabras o con otra fuente.', // not from the spec
    clearFilters: 'Quitar filtros', // not from the spec
    loadError: 'Error al cargar subscripciones',
    retry: 'Reintentar', // not from the spec
    unauthorizedHint: 'Tu sesión puede haber caducado. Vuelve a iniciar sesión.', // not from the spec
    logIn: 'Iniciar sesión', // not from the spec
  },
  deleteAllDialog: {
    title: '¿Eliminar todas las subscripciones?', // not from the spec
    message:
      'Esta acción no se puede deshacer. Eliminarás permanentemente todas tus subscripciones.', // not from the spec
    confirm: 'Eliminar todo', // not from the spec
    cancel: 'Cancelar',
    busy: 'Eliminando...',
  },
  fallback: {
    cached: 'Usando datos en caché',
    cachedDetail: 'No se pudo conectar con el servidor. Se reintentará cada 30 segundos.', // not from the spec
    bannerTitle: 'Sin conexión con el servidor', // not from the spec
    bannerBody: (savedAt: string) =>
      `Mostrando las subscripciones recibidas el ${savedAt}. Se reintentará cada 30 segundos.`, // not from the spec
    connected: 'Conectado al servidor',
  },
  card: {
    active: 'Activa',
    inactive: 'Inactiva',
    toggleLabel: (name: string) => `Activar o desactivar ${name}`, // not from the spec
    saving: 'Guardando',
    processingBadge: 'Procesando',
    process: 'Procesar',
    processing: 'Procesando...',
    processed: 'Procesado',
    delete: 'Eliminar',
    deleteLabel: (name: string) => `Eliminar ${name}`, // not from the spec
    prompts: 'Términos de búsqueda', // not from the spec
    frequency: 'Frecuencia', // not from the spec
    noDescription: 'Sin descripción',
  },
  deleteDialog: {
    title: 'Confirmar eliminación', // not from the spec
    message: 'Esta acción no se puede deshacer. Eliminarás permanentemente esta suscripción.',
    confirm: 'Eliminar',
    cancel: 'Cancelar',
    busy: 'Eliminando...',
  },
  frequencies: {
    immediate: 'Every time',
    hourly: 'Hourly', // not from the spec (the spec names the value)
    daily: 'Daily', // not from the spec (the spec names the value)
    weekly: 'Weekly', // not from the spec (the spec names the value)
    monthly: 'Monthly', // not from the spec (the spec names the value)
    custom: 'Custom',
  },
  toasts: {
    error: 'Error',
    createFailed: 'No se pudo crear la subscripción',
    updateFailed: 'No se pudo actualizar la subscripción',
    processFailedShort: 'No se pudo procesar la subscripción',
    created: 'Subscripción creada',
    updated: 'Subscripción actualizada',
    activated: 'Subscripción activada',
    deactivated: 'Subscripción desactivada',
    toggleFailed: 'Error al cambiar estado',
    toggleFailedFallback: 'No se pudo cambiar el estado de la subscripción.',
    toggleUnexpected: 'Ocurrió un error al cambiar el estado de la subscripción.',
    toggleUnavailable:
      'La función de cambio de estado no está disponible. Por favor, recarga la página.',
    deleted: 'Subscripción eliminada',
    deleteFailed: 'Error al eliminar subscripción',
    deleteFailedBody: 'Hubo un problema al eliminar tu subscripción. Por favor, intenta de nuevo.',
    deleteFailedShort: 'Error al eliminar',
    deleteFailedShortFallback: 'No se pudo eliminar la subscripción.',
    processStarted: 'Proceso iniciado',
    processFailed: 'Error al procesar',
    processFailedFallback: 'Ocurrió un error al procesar la subscripción.',
    allDeleted: 'Todas las subscripciones eliminadas',
    allDeletedCount: (count: number) =>
      count === 1 ? '1 subscripción eliminada' : `${count} subscripciones eliminadas`, // not from the spec
    deleteAllFailed: 'Error al eliminar todo',
    deleteAllFailedFallback: 'No se pudieron eliminar todas las subscripciones.',
  },
  types: {
    title: 'Select Subscription Type',
    back: 'Volver', // not from the spec
    system: 'System',
    more: (count: number) => `+${count} more`,
    loadFailed: 'Failed to load subscription types',
    loadFailedBody: 'An error occurred while loading subscription types',
    tryAgain: 'Try Again',
    empty: 'No subscription types available',
    loading: 'Cargando tipos de subscripción', // not from the spec
  },
  builtinTypes: {
    boe: 'Boletín Oficial del Estado: disposiciones, anuncios y nombramientos de ámbito estatal.', // not from the spec
    doga: 'Diario Oficial de Galicia: disposiciones, anuncios y ayudas de la Xunta de Galicia.', // not from the spec
  },
  logo: {
    alt: (name: string) => `Logo de ${name}`, // not from the spec
  },
  widget: {
    title: 'Subscripciones',
    total: 'Total', // not from the spec
    active: 'Activas', // not from the spec
    pending: 'Pendientes', // not from the spec
    empty: 'Aún no tienes subscripciones',
    link: 'Ver subscripciones', // not from the spec
    loadFailed: 'No se pudieron cargar tus cifras de subscripciones', // not from the spec
    loading: 'Cargando subscripciones', // not from the spec
  },
} as const;
