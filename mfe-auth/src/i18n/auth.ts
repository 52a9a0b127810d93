/** Strings of the sign-in, sign-up, password recovery and federated callback screens (spec §2, §5, §8). */
export const authMessages = {
  fields: {
    back: 'Volver',
    emailLabel: 'Email',
    passwordLabel: 'Contraseña',
    nameLabel: 'Nombre',
    orContinueWith: 'O continúa con',
    google: 'Google', // not from the spec
  },
  login: {
    title: 'Iniciar Sesión',
    subtitle: 'Ingresa a tu cuenta para continuar',
    forgotPassword: '¿Olvidaste tu contraseña?', // not from the spec
    submit: 'Iniciar Sesión',
    busy: 'Procesando...',
    noAccount: '¿No tienes una cuenta?', // not from the spec
    signUpLink: 'Regístrate',
    success: '¡Inicio de sesión exitoso!',
  },
  signup: {
    title: 'Crear Cuenta',
    subtitle: 'Crea una cuenta para empezar',
    passwordHint: 'Al menos 6 caracteres', // not from the spec
    submit: 'Crear Cuenta',
    busy: 'Creando cuenta...',
    haveAccount: '¿Ya tienes una cuenta?', // not from the spec
    loginLink: 'Inicia sesión', // not from the spec
    success: '¡Cuenta creada con éxito!',
  },
  recovery: {
    title: 'Recuperar Contraseña',
    subtitle: 'Te enviaremos un correo con un enlace para restablecer tu contraseña', // not from the spec
    submit: 'Enviar enlace de recuperación',
    busy: 'Enviando...',
    backToLogin: 'Volver a inicio de sesión',
    success: 'Se ha enviado un correo para restablecer tu contraseña',
    failure: 'Ocurrió un error al intentar restablecer la contraseña.',
    network: 'Error de conexión. Verifica tu conexión a internet',
  },
  callback: {
    working: 'Completando inicio de sesión',
  },
  validation: {
    registrationRequired: 'El correo y la contraseña son obligatorios',
    registrationPasswordTooShort: 'La contraseña debe tener al menos 6 caracteres',
    registrationNameRequired: 'El nombre es obligatorio', // not from the spec
    registrationEmailInvalid: 'El correo electrónico debe contener una @', // not from the spec
    recoveryEmailRequired: 'El correo electrónico es obligatorio', // not from the spec
    recoveryEmailInvalid: 'El formato del correo electrónico no es válido',
  },
  registrationErrors: {
    emailInUse: 'Este correo ya está registrado. Por favor utiliza otro correo o inicia sesión.',
    weakPassword: 'La contraseña es demasiado débil. Por favor, utiliza una contraseña más segura.',
    invalidEmail: 'El formato del correo electrónico no es válido.',
    network: 'Error de conexión. Verifica tu conexión a internet.',
    other: 'No se pudo crear la cuenta. Por favor, intenta de nuevo.',
  },
  googleErrors: {
    canceled: 'Sign-in canceled. Please try again.',
    failed: 'Google sign-in failed. Please try again.',
  },
} as const;
