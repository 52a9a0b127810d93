// The data layer of mfe_subscriptions, one file per api operation (fetcher, query options, hook),
// as bulletproof-react's features/<x>/api: `get-*` read, the others change.
export { subscriptionKeys } from './query-keys';
export {
  toListQuery,
  type ListQuery,
  type SourceFilter,
  type StatusFilter,
  type SubscriptionListParams,
} from './list-params';
export { BUILTIN_SUBSCRIPTION_TYPES } from './builtin-types';
export {
  getSubscriptions,
  subscriptionListQueryOptions,
  useSubscriptionList,
  LIST_RETRIES,
  FALLBACK_REFETCH_MS,
  type SubscriptionListResult,
} from './get-subscriptions';
export {
  getSubscription,
  subscriptionQueryOptions,
  useSubscription,
  SUBSCRIPTION_STALE_TIME_MS,
} from './get-subscription';
export {
  getSubscriptionStats,
  subscriptionStatsQueryOptions,
  useSubscriptionStats,
  STATS_STALE_TIME_MS,
} from './get-subscription-stats';
export {
  getSubscriptionTypes,
  subscriptionTypesQueryOptions,
  useSubscriptionTypes,
  type SubscriptionTypesResult,
} from './get-subscription-types';
export {
  getSubscriptionType,
  subscriptionTypeQueryOptions,
  useSubscriptionType,
} from './get-subscription-type';
export {
  getProcessingStatus,
  processingStatusQueryOptions,
  useProcessingStatus,
  STATUS_POLL_INTERVAL_MS,
  MAX_STATUS_POLLS,
  MAX_STATUS_POLL_ERRORS,
  UNKNOWN_PROCESSING_STATUS,
  type ProcessingStatusPolling,
} from './get-processing-status';
export { previewMatches, useMatchPreview, MATCH_PREVIEW_DEBOUNCE_MS } from './preview-matches';
export { createSubscription, useCreateSubscription } from './create-subscription';
export {
  updateSubscription,
  useUpdateSubscription,
  type UpdateSubscriptionVariables,
} from './update-subscription';
export {
  toggleSubscription,
  useToggleSubscription,
  type ToggleSubscriptionVariables,
} from './toggle-subscription';
export { deleteSubscription, useDeleteSubscription } from './delete-subscription';
export {
  deleteAllSubscriptions,
  useDeleteAllSubscriptions,
  type DeleteAllResult,
} from './delete-all-subscriptions';
export { processSubscription, useProcessSubscription } from './process-subscription';
export { errorText, isUnauthorized } from './error-text';
