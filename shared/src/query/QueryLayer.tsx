import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageQueryClient } from './page-query-client';

/**
 * The page's data cache around the screens that read data. Not around the whole app: a
 * signed-out screen downloads no react-query, and auth sits above this layer. Each signed-in part
 * of the page (the header's menu, the signed-in layout, a remote running alone) renders its own
 * layer; they all hold the same client.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={pageQueryClient()}>{children}</QueryClientProvider>;
}
