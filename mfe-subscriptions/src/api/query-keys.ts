import { queryKeys } from '@vigia/shared/api';
import type { ListQuery } from './list-params';

const root = queryKeys.subscriptions;

/**
 * This remote's React Query keys, all under the shared root `queryKeys.subscriptions()` (the
 * shell refreshes the dashboard through it).
 */
export const subscriptionKeys = {
  all: root,
  lists: () => [...root(), 'list'] as const,
  list: (query: ListQuery) => [...root(), 'list', query] as const,
  detail: (id: string) => [...root(), 'detail', id] as const,
  status: (id: string) => [...root(), 'status', id] as const,
  stats: () => [...root(), 'stats'] as const,
  types: () => [...root(), 'types'] as const,
  type: (id: string) => [...root(), 'types', id] as const,
  matchPreview: (typeId: string, prompts: readonly string[]) =>
    [...root(), 'match-preview', typeId, prompts] as const,
};
