import { installZodErrorMap } from './zod-error-map';

installZodErrorMap();

export * from './errors';
export * from './input';
export * from './user-sync';
export * from './profile';
export * from './subscriptions';
export * from './core';
export { zodErrorMap } from './zod-error-map';
export * from './notifications';
export * from './match-preview';
