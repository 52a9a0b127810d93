/** The query parameter that carries where a visitor was going when sent to sign in. */
export const RETURN_PARAM = 'next';
export const HOME_AFTER_SIGN_IN = '/dashboard';

/**
 * The sign-in page for a visitor who asked for `path` (path, query and hash of this app):
 * '/auth?next=%2Fsubscriptions%3Fq%3Dobras'. The start page needs no return.
 */
export function signInPathFor(path: string): string {
  if (!isReturnPath(path) || path === HOME_AFTER_SIGN_IN) return '/auth';
  return `/auth?${new URLSearchParams({ [RETURN_PARAM]: path })}`;
}

/** Only a path of this app: no other origin ('//host', 'https:'), no backslash tricks. */
function isReturnPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** Where to go once signed in: the `next` of `search` when it is a path of this app, else /dashboard. */
export function returnPathFrom(search: string | URLSearchParams): string {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const next = params.get(RETURN_PARAM);
  return next && isReturnPath(next) ? next : HOME_AFTER_SIGN_IN;
}
