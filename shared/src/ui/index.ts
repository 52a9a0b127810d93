export { system } from './theme/system';
export { AppProviders, type AppProvidersProps } from './providers/AppProviders';
export { toaster, TOASTER_OPTIONS } from './toaster/toaster';
export { Toaster } from './toaster/PageToaster';
export { ErrorBoundary, type ErrorBoundaryProps } from './error-boundary/ErrorBoundary';
export { userMessageOf, type UserFacingError } from './error-boundary/classify';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog/ConfirmDialog';
export { Logo, type LogoProps } from './logo/Logo';
export { PageSpinner, type PageSpinnerProps } from './page-spinner/PageSpinner';
export { StartupError, type StartupErrorProps } from './startup/StartupError';
export { fetchRuntimeConfig, RUNTIME_CONFIG_URL } from './startup/runtimeConfig';
export { startStandalone, type StandaloneOptions } from './startup/startStandalone';
export { NotFoundPage } from './not-found/NotFoundPage';
export { LineIcon, type LineIconProps } from './line-icon/LineIcon';
export { WidgetCard, type WidgetCardProps } from './widget-card/WidgetCard';
export { LoadError, type LoadErrorProps } from './load-error/LoadError';
export {
  SaveBar,
  useSaveState,
  SAVED_MESSAGE_MS,
  type SaveBarMessages,
  type SaveBarProps,
  type SaveState,
} from './save-bar/SaveBar';
export { PasswordField, type PasswordFieldProps } from './password-input/PasswordField';
export { HighlightedText } from './highlighted-text/HighlightedText';
export {
  CredentialsForm,
  type Credentials,
  type CredentialsFormLabels,
  type CredentialsFormProps,
} from './credentials-form/CredentialsForm';
export { SignInForm, type SignInFormProps } from './credentials-form/SignInForm';
export { uiMessages } from './messages';
export {
  FALLBACK_LOCALE,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatTime,
  userLocale,
  userTimeZone,
  type DateFormatOptions,
} from './dates/format-dates';
