export { createQueryClient, pageQueryClient } from './page-query-client';
export { QueryLayer } from './QueryLayer';
export { useProfile, useUpdateProfile } from './profile';
export { useUnreadCount } from './unread-count';
