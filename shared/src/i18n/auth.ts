export const authMessages = {} as const;
