export * from '@vigia/shared/testing';
export { apiBoeType, apiSubscription, listBody } from './fixtures';
