// Test support for every front-end package (jest): `@vigia/shared/testing`. Modules that must run
// first or that need the auth module have entries of their own: `@vigia/shared/testing/mock-auth`,
// `…/pointer-event`, `…/providers`; `…/images` is Node-only (jest and Playwright).
export {
  apiError,
  ok,
  stubApi,
  type StubReply,
  type StubRequest,
  type StubRoute,
} from './api-stub';
export { stubResponse } from './responses';
export { describeExposedModules, type WebpackConfigFactory } from './exposed-modules';
export { renderWithSystem } from './renderWithSystem';
