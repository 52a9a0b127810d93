import { isApiError } from '@vigia/shared/api';

/** A 404, or an error that says it is one (spec §2: 'not found' or '404'). */
export function isNotFoundError(error: unknown): boolean {
  if (isApiError(error) && error.status === 404) return true;
  return error instanceof Error && /not found|404/i.test(error.message);
}
