// The data layer of mfe_subscriptions: every call of the subscription screens, as plain functions
// and as react-query hooks.
export {
  toListQuery,
  type ListQuery,
  type SourceFilter,
  type StatusFilter,
  type SubscriptionListParams,
} from './list-params';
export { BUILTIN_SUBSCRIPTION_TYPES } from './builtin-types';
export {
  fetchSubscriptionList,
  fetchSubscription,
  fetchSubscriptionStats,
  fetchSubscriptionTypes,
  fetchSubscriptionType,
  fetchProcessingStatus,
  createSubscription,
  updateSubscription,
  toggleSubscription,
  deleteSubscription,
  deleteAllSubscriptions,
  processSubscription,
  type DeleteAllResult,
} from './subscription-requests';
export {
  useSubscription,
  useSubscriptionType,
  useSubscriptionTypes,
  useSubscriptionStats,
  SUBSCRIPTION_STALE_TIME_MS,
  STATS_STALE_TIME_MS,
  ZERO_SUBSCRIPTION_STATS,
  type SubscriptionTypesResult,
} from './subscription-queries';
export {
  useSubscriptionList,
  LIST_RETRIES,
  FALLBACK_REFETCH_MS,
  type SubscriptionListResult,
} from './subscription-list';
export {
  useCreateSubscription,
  useUpdateSubscription,
  useToggleSubscription,
  useDeleteSubscription,
  useDeleteAllSubscriptions,
  useProcessSubscription,
  type UpdateSubscriptionVariables,
  type ToggleSubscriptionVariables,
} from './subscription-mutations';
export { errorText, isUnauthorized } from './error-text';
