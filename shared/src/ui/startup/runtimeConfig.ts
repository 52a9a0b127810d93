import { runtimeConfigSchema, type RuntimeConfig } from '@vigia/shared/contracts/core';
import { uiMessages } from '../messages';

export const RUNTIME_CONFIG_URL = '/config.json';

/**
 * Fetches and validates the runtime configuration (`/config.json`). Rejects with a readable
 * message: nothing may render without it.
 */
export async function fetchRuntimeConfig(
  response: Promise<Response> = fetch(RUNTIME_CONFIG_URL),
): Promise<RuntimeConfig> {
  const res = await response;
  if (!res.ok) throw new Error(uiMessages.startup.configUnavailable(res.status));
  const parsed = runtimeConfigSchema.safeParse(await res.json());
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new Error(uiMessages.startup.configInvalid(issues));
  }
  return parsed.data;
}
