export {
  apiError,
  ok,
  stubApi,
  type StubReply,
  type StubRequest,
  type StubRoute,
} from './api-stub';
export { apiSubscription, listBody, subscription } from './fixtures';
