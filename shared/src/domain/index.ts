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
export {
  PROMPT_BADGE_WORDS,
  promptBadgeText,
  frequencyLabel,
  matchesSearch,
  matchesSource,
  matchesListFilters,
  filterSubscriptions,
  pageCount,
  type ListFilters,
} from './subscription-list';
export {
  PROMPT_PREVIEW_LENGTH,
  cleanPromptsForCreate,
  cutAtWord,
  deriveSubscriptionDescription,
  deriveSubscriptionName,
  isLongPrompt,
  isSamePrompt,
  promptPreview,
  validateEditedPrompt,
  validateNewPrompt,
  validatePromptsForSave,
  type PromptCheck,
} from './prompts';
export {
  TITLE_CONTENT_CUT,
  TITLE_CONTENT_LIMIT,
  dayLabel,
  groupByDay,
  matchExplanation,
  notificationTitle,
  type DayGroup,
  type MatchExplanation,
  type DayLabelOptions,
  type TitleSource,
} from './notification-display';
export { formResult, looksLikeEmail } from './form-validation';
export {
  AVATAR_JPEG_QUALITY,
  AVATAR_MAX_SIDE,
  avatarFileError,
  avatarTargetSize,
  validateEmailSettings,
  validatePasswordChange,
  validateProfileFields,
  type EmailSettingsFields,
  type PasswordChangeInput,
  type ProfileFields,
} from './settings-forms';
export { splitHighlights, type HighlightPart } from './highlights';
