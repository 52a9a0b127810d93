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
  notificationTitle,
  type DayGroup,
  type DayLabelOptions,
  type TitleSource,
} from './notification-display';
