import { isApiError } from '@vigia/shared/api';

/**
 * The text to show for a failed call: the api's own message when it answered one, else the
 * screen's fallback (a dropped connection's 'Failed to fetch' tells the user nothing).
 */
export function errorText(error: unknown, fallback: string): string {
  if (isApiError(error)) return error.status > 0 && error.message ? error.message : fallback;
  return error instanceof Error && error.message ? error.message : fallback;
}

/** A 401: the session is gone or refused, so logging in again is the way out. */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
