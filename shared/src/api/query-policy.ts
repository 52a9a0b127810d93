import { isApiError } from './api-error';

/** Spec §9: 3 retries, backoff from 1 s doubling up to 30 s, unused data kept 5 minutes. */
export const QUERY_RETRIES = 3;
export const QUERY_GC_TIME_MS = 5 * 60_000;
const FIRST_RETRY_DELAY_MS = 1_000;
const MAX_RETRY_DELAY_MS = 30_000;

export function queryRetryDelay(failureCount: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}

/**
 * A 4xx will answer the same again: only network and server failures are retried. A timeout is
 * not: the user has already waited `API_TIMEOUT_MS`, and the screen offers a retry instead.
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  if (isApiError(error) && error.code === 'TIMEOUT') return false;
  return failureCount < QUERY_RETRIES;
}
