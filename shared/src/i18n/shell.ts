export const shellMessages = {} as const;
