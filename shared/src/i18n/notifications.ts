/**
 * Strings of the notifications screen, its dialogs and the dashboard's notification widgets
 * (spec §2, §5, §8). Verbatim from the spec unless marked `// not from the spec`.
 */
export const notificationsMessages = {
  title: {
    fromSubscription: (name: string) => `Notification from ${name}`,
    boeDocument: 'BOE Document', // not from the spec
    ofType: (type: string) => `New ${type} notification`,
    fallback: 'Notification',
  },
  days: {
    today: 'Hoy',
    yesterday: 'Ayer',
    unknown: 'Unknown date',
  },
} as const;
