import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { shellMessages } from '../i18n/shell';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The router's error page (spec §8): what shows when a route itself fails. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
      <h2>{shellMessages.routeError.title}</h2>
      <h3 style={{ fontStyle: 'italic', fontWeight: 'normal' }}>{describe(error)}</h3>
    </main>
  );
}
