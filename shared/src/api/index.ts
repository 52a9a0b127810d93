export { configureApi, getApiBaseUrl, type ApiConfig } from './api-config';
export {
  isApiAvailable,
  isUnavailableAnswer,
  onApiAvailabilityChange,
  reportApiAvailability,
  useApiAvailable,
} from './api-availability';
export {
  ApiError,
  errorText,
  isApiError,
  isUnreachable,
  type ApiClientErrorCode,
  type ApiErrorInit,
} from './api-error';
export { apiMessages } from './messages';
export { recentApiFailures, clearApiFailures, type ApiFailure } from './api-failures';
export {
  apiRequest,
  API_TIMEOUT_MS,
  type ApiRequestOptions,
  type HttpMethod,
  type QueryValue,
} from './api-request';
export { shouldRetryQuery, queryRetryDelay, QUERY_RETRIES, QUERY_GC_TIME_MS } from './query-policy';
export { queryKeys } from './query-keys';
export { fetchProfile, updateProfile } from './profile';
export { fetchUnreadCount } from './unread-count';
