export { formatUnreadBadge, UNREAD_BADGE_CAP } from './unread-badge';
export {
  validateLogin,
  validateRegistration,
  validateRecovery,
  type FormValidation,
  type LoginInput,
  type RegistrationInput,
  type RecoveryInput,
} from './auth-forms';
