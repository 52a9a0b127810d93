// zod's mini build, not the full API of the api's models: the shell validates /config.json before
// its first screen, and every byte here is on /login's critical path (core.ts).
import * as z from 'zod/v4-mini';

export const REMOTE_NAMES = [
  'mfe_auth',
  'mfe_subscriptions',
  'mfe_notifications',
  'mfe_settings',
] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

const nonEmpty = () => z.string().check(z.minLength(1));

/** The shell's `/config.json`, fetched before anything renders. No URL is baked into a bundle. */
export const runtimeConfigSchema = z.object({
  environment: z.enum(['development', 'test', 'production']),
  /** Base of every product call, e.g. '/api' (same origin) or 'https://api.example.com/api'. */
  apiBaseUrl: nonEmpty(),
  firebase: z.object({
    apiKey: nonEmpty(),
    authDomain: nonEmpty(),
    projectId: nonEmpty(),
    appId: z.optional(z.string()),
    /** e.g. 'http://127.0.0.1:9099' in development and tests; absent in production. */
    emulatorHost: z.optional(z.url()),
  }),
  /** Manifest URL of each remote (`…/mf-manifest.json`). */
  remotes: z.partialRecord(remoteNameSchema, z.url()),
  /** Optional same-origin endpoint told about the current token (POST) or its absence (DELETE). */
  tokenSyncUrl: z.optional(z.string()),
  /** Origins from which integration testers may load overridden remotes (outside production). */
  overrideOrigins: z._default(z.array(z.string()), []),
  /**
   * How long the shell waits for a remote (manifest, entry and module) before its section shows
   * the error boundary; the shell's default applies when absent.
   */
  remoteTimeoutMs: z.optional(z.int().check(z.positive())),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
