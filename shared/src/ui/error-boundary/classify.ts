/** The API error code that marks a request sent without credentials (spec §8). */
export const AUTH_ERROR_CODE = 'MISSING_HEADERS';
export const AUTH_REDIRECT_URL = '/auth?mode=login';
export const AUTH_REDIRECT_DELAY_MS = 1000;

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as Error & { code?: unknown }).code;
    return [error.name, error.message, typeof code === 'string' ? code : ''].join(' ');
  }
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    try {
      return JSON.stringify(error);
    } catch {
      return String(error);
    }
  }
  return String(error);
}

/** An authentication error: the error text or the component stack mentions MISSING_HEADERS. */
export function isAuthenticationError(error: unknown, componentStack = ''): boolean {
  return describe(error).includes(AUTH_ERROR_CODE) || componentStack.includes(AUTH_ERROR_CODE);
}

/**
 * An error that carries a sentence written for users (`userMessage`) beside its technical
 * `message`, e.g. a section that could not be loaded. The boundary shows only the former.
 */
export interface UserFacingError extends Error {
  userMessage: string;
}

/** The user-facing sentence an error carries, or undefined (its message is never shown). */
export function userMessageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('userMessage' in error)) return undefined;
  const { userMessage } = error as { userMessage: unknown };
  return typeof userMessage === 'string' && userMessage ? userMessage : undefined;
}
