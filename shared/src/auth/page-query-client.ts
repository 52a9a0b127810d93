import type { QueryClient } from '@tanstack/react-query';

/**
 * The page's one QueryClient, held by reference once the data layer (`@vigia/shared/query`) has
 * created it. Auth sits above that layer and loads before it (a signed-out screen never loads
 * react-query), so it reaches the client here rather than through React context: nothing is
 * cached before the client exists, and nothing needs clearing.
 */
let pageClient: QueryClient | null = null;

/** Called once by `@vigia/shared/query` when it creates the page's client. */
export function setPageQueryClient(client: QueryClient | null): void {
  pageClient = client;
}

/** The page's QueryClient, or null while no screen has needed data. */
export function loadedQueryClient(): QueryClient | null {
  return pageClient;
}
