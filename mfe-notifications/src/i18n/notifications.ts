/**
 * Strings of the notifications screen, its dialogs and the dashboard's notification widgets
 * (spec §2, §5, §8). Verbatim from the spec unless marked `// not from the spec`.
 */
export const notificationsMessages = {
  title: {
    fromSubscription: (name: string) => `Notification from ${name}`,
    boeDocument: 'BOE Document', // not from the spec
    ofType: (type: string) => `New ${type} notification`,
    fallback: 'Notification',
  },
  days: {
    today: 'Hoy',
    yesterday: 'Ayer',
    unknown: 'Unknown date',
  },
  fetch: {
    unexpectedFormat: 'Unexpected response format from server',
    failed: 'Failed to fetch notifications',
  },
  page: {
    title: 'Notificaciones', // not from the spec
    back: 'Back to Dashboard',
    markAllRead: 'Marcar todas como leídas', // not from the spec
    deleteAll: 'Eliminar todas', // not from the spec
    loading: 'Loading notifications...',
    empty: 'No notifications',
    loadError: (message: string) => `Error loading notifications: ${message}`,
    unknownError: 'Unknown error occurred',
    retry: 'Reintentar', // not from the spec
    view: 'Ver', // not from the spec
    read: 'Marcar como leída', // not from the spec
    delete: 'Eliminar', // not from the spec
    itemActions: (title: string) => `Acciones de ${title}`, // not from the spec
    unread: 'No leída', // not from the spec
  },
  pagination: {
    label: 'Paginación', // not from the spec
    first: 'Primera página', // not from the spec
    previous: 'Anterior', // not from the spec
    next: 'Siguiente', // not from the spec
    page: (page: number) => `Page ${page}`,
    showing: (shown: number, total: number) => `Showing ${shown} of ${total} notifications`,
  },
  detail: {
    viewSource: 'View source',
    markRead: 'Marcar como leída', // not from the spec
    delete: 'Eliminar', // not from the spec
    close: 'Cerrar', // not from the spec
    noContent: 'Sin contenido', // not from the spec
    matchedWith: 'Coincide con:',
    matchedTerms: (terms: string[]) => terms.map((term) => `«${term}»`).join(', '), // not from the spec
  },
  widgets: {
    summaryTitle: 'Notificaciones', // not from the spec
    total: 'Total', // not from the spec
    unread: 'Sin leer', // not from the spec
    weekChange: 'Esta semana', // not from the spec
    increase: (percent: number) => `↑ ${percent}%`,
    decrease: (percent: number) => `↓ ${percent}%`,
    noChange: '0%', // not from the spec
    noChangeLabel: 'Igual que la semana anterior', // not from the spec
    statsFailed: 'No se pudieron cargar tus cifras de notificaciones', // not from the spec
    recentFailed: 'No se pudieron cargar tus notificaciones recientes', // not from the spec
    changeLabel: (percent: number, up: boolean) =>
      `${up ? 'Sube' : 'Baja'} un ${percent}% respecto a la semana anterior`, // not from the spec
    recentTitle: 'Notificaciones recientes', // not from the spec
    newBadge: 'Nuevo',
    seeAll: 'Ver todas', // not from the spec
    activityTitle: 'Actividad semanal', // not from the spec
    weekTitle: 'Notificaciones por día', // not from the spec
    sourcesTitle: 'Fuentes', // not from the spec
    day: 'Día', // not from the spec
    loading: 'Cargando', // not from the spec
    noActivity: 'No has recibido notificaciones en los últimos 7 días.', // not from the spec
    chartFailed: 'No se pudo cargar la actividad de la semana', // not from the spec
  },
  deleteOne: {
    title: '¿Estás seguro?',
    message: 'La notificación se eliminará para siempre.', // not from the spec
    confirm: 'Sí, eliminar',
    cancel: 'Cancelar',
    busy: 'Eliminando...',
  },
  deleteAll: {
    title: 'Eliminar todas las notificaciones', // not from the spec
    message: 'Are you sure you want to delete all notifications? This action cannot be undone.',
    confirm: 'Eliminar todas', // not from the spec
    cancel: 'Cancelar',
    busy: 'Eliminando...',
  },
} as const;
