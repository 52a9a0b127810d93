/**
 * Strings of the create/edit form, the subscription detail and the processing-status panel
 * (spec §2, §4, §5, §8). Verbatim from the spec unless marked `// not from the spec`. The prompt
 * rule messages the api shares (empty, duplicate, maximum, …) are `promptMessages` in the
 * contracts; the detail's toasts the list shares are in `subscriptions.ts`.
 */
export const subscriptionDetailMessages = {
  derived: {
    /** Used when a type has no name at all. */
    fallbackType: 'Vigía', // not from the spec
    name: (typeName: string, firstPrompt: string) => `${typeName}: ${firstPrompt}`, // not from the spec
    nameWithoutPrompts: (typeName: string) => `Avisos de ${typeName}`, // not from the spec
    description: (typeName: string, prompts: string) => `Avisos de ${typeName} para: ${prompts}`, // not from the spec
    promptSeparator: ', ',
    ellipsis: '…',
  },
  promptRules: {
    requiredOnSave: 'Validation Error: At least one prompt is required.',
  },
  matchPreview: {
    heading: 'Vista previa', // not from the spec
    help: 'Lo que estos términos habrían encontrado en las publicaciones recientes.', // not from the spec
    loading: 'Buscando coincidencias…', // not from the spec
    failed: 'No se pudo calcular la vista previa.', // not from the spec
    retry: 'Reintentar', // not from the spec
    noneStored: 'Todavía no hay publicaciones guardadas de este boletín.', // not from the spec
    found: (total: number, days: number) => {
      const period = days === 1 ? 'del último día' : `de los últimos ${days} días`;
      if (total === 0) return `Ninguna publicación ${period} con boletín coincide.`;
      const publications = total === 1 ? '1 publicación' : `${total} publicaciones`;
      return `${publications} ${period} con boletín ${total === 1 ? 'coincide' : 'coinciden'}.`;
    }, // not from the spec
    newest: (shown: number) => (shown === 1 ? 'La más reciente:' : `Las ${shown} más recientes:`), // not from the spec
    why: (concepts: readonly string[], score: number) =>
      `Coincide con: ${concepts.join(', ')} · relevancia ${Math.round(score * 100)} %`, // not from the spec
  },
  form: {
    createHeading: 'Nueva subscripción', // not from the spec
    editHeading: 'Editar subscripción', // not from the spec
    back: 'Volver', // not from the spec
    loadingType: 'Cargando el tipo de subscripción', // not from the spec
    loadingSubscription: 'Cargando la subscripción', // not from the spec
    promptsLegend: 'Términos de búsqueda', // not from the spec
    promptsHelp: 'Palabras o frases que buscar en cada nueva publicación.', // not from the spec
    promptLabel: (position: number) => `Término de búsqueda ${position}`, // not from the spec
    promptPlaceholder: 'p. ej. subvenciones para autónomos', // not from the spec
    examplePlaceholder: (example: string) => `p. ej. ${example}`, // not from the spec
    removePrompt: (position: number) => `Quitar término ${position}`, // not from the spec
    addPrompt: 'Añadir término', // not from the spec
    counter: (count: number, max: number) => `${count}/${max} prompts`,
    frequencyLegend: 'Frecuencia', // not from the spec
    daily: 'Diaria', // not from the spec
    dailyHelp: 'Un resumen una vez al día', // not from the spec
    immediate: 'Inmediata', // not from the spec
    immediateHelp: 'En cuanto se publique algo nuevo', // not from the spec
    nameAndDescription: 'Nombre y descripción', // not from the spec
    nameAndDescriptionHelp:
      'Se generan a partir del tipo y de los términos de búsqueda; puedes cambiarlos.', // not from the spec
    nameLabel: 'Nombre', // not from the spec
    descriptionLabel: 'Descripción', // not from the spec
    enhance: 'Enhance with AI',
    enhanceSoon: 'La mejora con IA estará disponible pronto.', // not from the spec
    create: 'Create Subscription',
    creating: 'Creating...',
    update: 'Update Subscription', // not from the spec
    updating: 'Updating...', // not from the spec
    created: 'Subscription created',
    createFailed: 'Failed to create subscription',
    missingType: 'Missing subscription type ID. Please try again.',
    typeLoadFailed: 'Failed to load subscription type details',
    unexpected: 'An unexpected error occurred',
    backToTypes: 'Elegir otro tipo', // not from the spec
    retry: 'Try Again',
  },
  detail: {
    back: 'Volver', // not from the spec
    edit: 'Editar', // not from the spec
    loading: 'Cargando subscripción', // not from the spec
    active: 'Activa',
    inactive: 'Inactiva',
    activeSwitch: 'Subscripción activa', // not from the spec
    process: 'Procesar Ahora',
    processing: 'Procesando...',
    processed: 'Procesado ✓',
    delete: 'Eliminar',
    deleteFailed: 'Error deleting subscription',
    deleteFailedFallback: 'Failed to delete the subscription.',
    basicInfo: 'Información básica', // not from the spec
    type: 'Tipo', // not from the spec
    description: 'Descripción', // not from the spec
    noDescription: 'Sin descripción',
    notificationSettings: 'Configuración de notificaciones', // not from the spec
    frequency: 'Frecuencia', // not from the spec
    immediate: 'Inmediata',
    daily: 'Diaria',
    method: 'Método de notificación', // not from the spec
    filters: 'Filtros', // not from the spec
    statistics: 'Estadísticas', // not from the spec
    notifications: 'Notificaciones', // not from the spec
    lastNotification: 'Última notificación', // not from the spec
    lastProcessed: 'Último procesamiento', // not from the spec
    never: 'Nunca',
    metadata: 'Metadatos', // not from the spec
    id: 'ID',
    created: 'Creada', // not from the spec
    updated: 'Actualizada', // not from the spec
    status: 'Estado', // not from the spec
    activeText: 'Está activa: recibirás avisos de las nuevas publicaciones que coincidan.', // not from the spec
    inactiveText: 'Está pausada: no recibirás avisos hasta que la actives.', // not from the spec
  },
  prompts: {
    heading: 'Términos de búsqueda', // not from the spec
    none: 'Sin términos de búsqueda', // not from the spec
    showMore: 'Mostrar más', // not from the spec
    showLess: 'Mostrar menos', // not from the spec
    edit: (position: number) => `Editar término ${position}`, // not from the spec
    remove: (position: number) => `Quitar término ${position}`, // not from the spec
    newLabel: 'Nuevo término de búsqueda', // not from the spec
    newPlaceholder: 'Escribe un término y pulsa Añadir', // not from the spec
    add: 'Añadir', // not from the spec
    characterCount: (count: number) => (count === 1 ? '1 carácter' : `${count} caracteres`), // not from the spec
  },
  editPrompt: {
    title: 'Editar término de búsqueda', // not from the spec
    label: 'Término de búsqueda', // not from the spec
    cancel: 'Cancelar', // not from the spec
    save: 'Guardar Cambios', // not from the spec
    close: 'Cerrar', // not from the spec
    longHint: (limit: number) =>
      `Este término pasa de ${limit} caracteres. Considera dividirlo en términos más cortos.`, // not from the spec
  },
  saveBar: {
    title: 'Guardar todos los cambios',
    save: 'Guardar Cambios',
    saving: 'Guardando...',
    saved: 'Guardado',
    savedText: 'Cambios guardados',
    unsaved: 'Tienes cambios sin guardar en los términos o la frecuencia.', // not from the spec
    clean: 'No hay cambios sin guardar.', // not from the spec
  },
  toasts: {
    saved: 'Changes saved: The subscription has been updated successfully.',
    saveFailed: 'Error saving changes',
    saveFailedFallback: 'Failed to save changes.',
  },
  loadFailure: {
    notFound: 'Subscription not found',
    notFoundBody: "The subscription you're looking for doesn't exist or has been deleted.",
    redirecting: 'Volverás a la lista de subscripciones en unos segundos.', // not from the spec
    goNow: 'Ir a la lista ahora', // not from the spec
    errorToast: 'Error loading subscription',
    cardTitle: 'No se pudo cargar la suscripción',
    cardFallback: 'Ocurrió un error al cargar la suscripción',
    backToList: 'Volver a la lista', // not from the spec
    retry: 'Reintentar', // not from the spec
  },
  status: {
    title: 'Estado del procesamiento', // not from the spec
    states: {
      unknown: 'Desconocido', // not from the spec
      pending: 'Pendiente', // not from the spec
      processing: 'Procesando', // not from the spec
      completed: 'Completado', // not from the spec
      failed: 'Fallido', // not from the spec
    },
    lastRun: 'Última ejecución', // not from the spec
    nextRun: 'Próxima ejecución', // not from the spec
    never: 'Nunca',
    notScheduled: 'Sin programar', // not from the spec
    failed: (error: string | null | undefined) =>
      `Error en el procesamiento: ${error || 'Error desconocido'}`,
    checkFailed: (message: string) => `No se pudo consultar el estado: ${message}`, // not from the spec
    checkFailedFallback: 'sin respuesta del servidor', // not from the spec
    polling: (poll: number, maxPolls: number) =>
      `Consultando el estado (consulta ${poll} de ${maxPolls})…`, // not from the spec
    stoppedEarly: 'La consulta automática se ha detenido.', // not from the spec
    showDetails: 'Mostrar detalles', // not from the spec
    hideDetails: 'Ocultar detalles', // not from the spec
    details: 'Detalles del procesamiento', // not from the spec
    processingId: 'ID de procesamiento', // not from the spec
    noDetails: 'Sin detalles', // not from the spec
    check: 'Comprobar estado', // not from the spec
    stop: 'Detener consulta', // not from the spec
    restart: 'Reanudar consulta', // not from the spec
    reset: 'Restablecer', // not from the spec
  },
} as const;
