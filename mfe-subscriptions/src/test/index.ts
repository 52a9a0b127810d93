export {
  apiError,
  ok,
  stubApi,
  type StubReply,
  type StubRequest,
  type StubRoute,
} from '@vigia/shared/testing';
export { apiBoeType, apiSubscription, listBody } from './fixtures';
