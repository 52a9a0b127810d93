/**
 * The api's models (`@vigia/shared/contracts`: zod and every schema), loaded when the first answer
 * is parsed. This entry is on every page's first screen, and a signed-out screen parses no answer:
 * a static import would put zod on /login (shared/webpack/shared-modules.cjs).
 */
export function loadContracts(): Promise<typeof import('@vigia/shared/contracts')> {
  return import('@vigia/shared/contracts');
}
