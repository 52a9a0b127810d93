/**
 * Strings of the settings screen ('Ajustes', spec §2, §5, §8). Verbatim from the spec unless
 * marked `// not from the spec`.
 */
export const settingsMessages = {
  title: 'Ajustes',
  subtitle: 'Tu perfil, tus avisos por correo y la seguridad de tu cuenta.', // not from the spec
  loading: 'Cargando ajustes', // not from the spec
  loadFailed: 'Failed to load profile data',
  profileNotFound: 'Profile data not found',
  retry: 'Reintentar', // not from the spec
  profile: {
    title: 'Perfil', // not from the spec
    avatarLabel: 'Foto de perfil', // not from the spec
    avatarChoose: 'Cambiar foto', // not from the spec
    avatarRemove: 'Quitar foto', // not from the spec
    avatarUploading: 'Subiendo...', // not from the spec
    avatarHint: 'JPG o PNG, hasta 2 MB.', // not from the spec
    avatarNotImage: 'El archivo debe ser una imagen',
    avatarTooLarge: 'La imagen no puede superar los 2MB',
    avatarUpdated: 'Foto de perfil actualizada correctamente',
    avatarFailed: 'Error al subir la imagen',
    name: 'Nombre de usuario', // not from the spec
    firstName: 'Nombre', // not from the spec
    lastName: 'Apellidos', // not from the spec
    bio: 'Biografía', // not from the spec
    bioCounter: (length: number, max: number) => `${length}/${max}`,
    email: 'Email',
    emailReadOnly: 'El correo de la cuenta no se puede cambiar.', // not from the spec
    tooLong: (max: number) => `Máximo ${max} caracteres`, // not from the spec
  },
  notifications: {
    title: 'Notificaciones', // not from the spec
    emailNotifications: 'Recibir notificaciones por correo', // not from the spec
    emailNotificationsHint:
      'Te avisamos por correo cuando un boletín coincide con tus subscripciones.', // not from the spec
    useCustomEmail: 'Usar otro correo para las notificaciones', // not from the spec
    notificationEmail: 'Correo para las notificaciones', // not from the spec
    notificationEmailInvalid: 'Introduce un correo electrónico válido', // not from the spec
    notificationEmailRequired: 'Indica el correo al que enviar las notificaciones', // not from the spec
    notificationEmailVerified: 'Dirección confirmada: los avisos llegan aquí.', // not from the spec
    notificationEmailPending: (address: string, account: string) =>
      `Pendiente de confirmación: te hemos enviado un enlace a ${address}. Hasta que lo abras, los avisos siguen llegando a ${account}.`, // not from the spec
    notificationEmailOnSave:
      'Al guardar te enviaremos un enlace a esta dirección para confirmarla.', // not from the spec
    resendVerification: 'Reenviar enlace', // not from the spec
    resendingVerification: 'Enviando...', // not from the spec
    verificationResent: (address: string) => `Te hemos enviado un nuevo enlace a ${address}`, // not from the spec
    verificationResendFailed: 'No se pudo enviar el enlace', // not from the spec
    emailFrequency: 'Frecuencia del resumen', // not from the spec
    frequencyDaily: 'Diaria',
    digestTime: 'Hora del resumen diario', // not from the spec
    digestTimeHint: 'Formato 24 h (HH:MM), hora peninsular.', // not from the spec
    digestTimeInvalid: 'Indica una hora válida en formato HH:MM (24 h)', // not from the spec
    instantNotifications: 'Notificaciones instantáneas (for testing only)',
    instantNotificationsHint:
      'Envía también al momento las coincidencias de las subscripciones diarias.', // not from the spec
  },
  preferences: {
    title: 'Preferencias', // not from the spec
    theme: 'Tema', // not from the spec
    language: 'Idioma', // not from the spec
    themes: { light: 'Claro', dark: 'Oscuro' } as Record<string, string>, // not from the spec
    languages: { es: 'Español', en: 'English', gl: 'Galego' } as Record<string, string>, // not from the spec
    fixed: 'Por ahora no hay preferencias que configurar.', // not from the spec
  },
  security: {
    title: 'Seguridad', // not from the spec
    changePassword: 'Cambiar contraseña', // not from the spec
    cancel: 'Cancelar',
    currentPassword: 'Contraseña actual', // not from the spec
    newPassword: 'Nueva contraseña', // not from the spec
    confirmPassword: 'Confirmar nueva contraseña', // not from the spec
    submit: 'Actualizar contraseña', // not from the spec
    submitting: 'Actualizando...', // not from the spec
    currentRequired: 'La contraseña actual es obligatoria',
    newRequired: 'La nueva contraseña es obligatoria',
    mismatch: 'Las contraseñas no coinciden',
    tooShort: 'La contraseña debe tener al menos 8 caracteres',
    changed: 'Contraseña actualizada correctamente',
    changeFailed: 'Error al cambiar la contraseña. Verifica tus credenciales.',
    signOutEverywhere: 'Cerrar sesión en todos los dispositivos', // not from the spec
    signOutEverywhereHint: 'Cierra tu sesión en este y en cualquier otro navegador o dispositivo.', // not from the spec
    signOutEverywhereConfirmTitle: '¿Cerrar sesión en todos los dispositivos?', // not from the spec
    signOutEverywhereConfirm: 'Tendrás que volver a iniciar sesión en todos ellos.', // not from the spec
    signOutEverywhereAction: 'Cerrar todas las sesiones', // not from the spec
    signOutEverywhereBusy: 'Cerrando sesiones...', // not from the spec
    signOutFailed: 'Error al cerrar sesión. Inténtalo de nuevo.',
  },
  saveBar: {
    title: 'Guardar Cambios',
    save: 'Guardar Cambios',
    saving: 'Guardando...',
    saved: 'Guardado',
    savedText: 'Ajustes guardados correctamente',
    unsaved: 'Tienes cambios sin guardar.', // not from the spec
    clean: 'No hay cambios sin guardar.', // not from the spec
  },
  saved: 'Ajustes guardados correctamente',
  saveFailed: 'Error al guardar los ajustes',
  fixErrors: 'Revisa los campos marcados antes de guardar.', // not from the spec
} as const;
