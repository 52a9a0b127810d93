import { isApiError } from '@vigia/shared/api';

export { errorText } from '@vigia/shared/api';

/** A 401: the session is gone or refused, so logging in again is the way out. */
export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}
