/** The remote's URLs (spec §2 route table); the shell mounts the remote on /subscriptions. */
export const subscriptionPaths = {
  list: '/subscriptions',
  types: '/subscriptions/types',
  create: (typeId: string) => `/subscriptions/create/${encodeURIComponent(typeId)}`,
  edit: (id: string) => `/subscriptions/edit/${encodeURIComponent(id)}`,
  detail: (id: string) => `/subscriptions/${encodeURIComponent(id)}`,
} as const;
