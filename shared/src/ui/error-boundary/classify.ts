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

/** The message to show for a non-authentication error, or undefined when it has none. */
export function errorMessage(error: unknown): string | undefined {
  if (error instanceof Error) return error.message || undefined;
  if (typeof error === 'string') return error || undefined;
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    return typeof message === 'string' && message ? message : undefined;
  }
  return undefined;
}
