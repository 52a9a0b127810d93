export {
  apiError,
  ok,
  stubApi,
  type StubReply,
  type StubRequest,
  type StubRoute,
} from '../../../shared/src/test-support/api-stub';
export { apiBoeType, apiSubscription, listBody, subscription } from './fixtures';
