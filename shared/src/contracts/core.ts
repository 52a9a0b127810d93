// The contracts a page needs before its first screen, without the api's zod models: the runtime
// configuration, the remotes and their modules, form results. A shell shares this entry eagerly
// and `@vigia/shared/contracts` (zod's full API and every model) lazily, so that a signed-out
// visitor never downloads the models (shared/webpack/shared-modules.cjs).
export * from './runtime-config';
export * from './remote-modules';
export * from './form-validation';
