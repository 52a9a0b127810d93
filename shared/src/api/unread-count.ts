import { apiRequest } from './api-request';
import { loadContracts } from './contracts';

export async function fetchUnreadCount(signal?: AbortSignal): Promise<number> {
  const { notificationStatsResponseSchema } = await loadContracts();
  const { data } = await apiRequest('GET', '/v1/notifications/stats', {
    schema: notificationStatsResponseSchema,
    signal,
  });
  return data.unread;
}
