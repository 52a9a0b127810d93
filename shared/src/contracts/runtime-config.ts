import { z } from 'zod';

export const REMOTE_NAMES = [
  'mfe_auth',
  'mfe_subscriptions',
  'mfe_notifications',
  'mfe_settings',
] as const;
export const remoteNameSchema = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof remoteNameSchema>;

/** The shell's `/config.json`, fetched before anything renders. No URL is baked into a bundle. */
export const runtimeConfigSchema = z.object({
  environment: z.enum(['development', 'test', 'production']),
  /** Base of every product call, e.g. '/api' (same origin) or 'https://api.example.com/api'. */
  apiBaseUrl: z.string().min(1),
  firebase: z.object({
    apiKey: z.string().min(1),
    authDomain: z.string().min(1),
    projectId: z.string().min(1),
    appId: z.string().optional(),
    /** e.g. 'http://127.0.0.1:9099' in development and tests; absent in production. */
    emulatorHost: z.string().url().optional(),
  }),
  /** Manifest URL of each remote (`…/mf-manifest.json`). */
  remotes: z.record(remoteNameSchema, z.string().url()),
  /** Optional same-origin endpoint told about the current token (POST) or its absence (DELETE). */
  tokenSyncUrl: z.string().optional(),
  /** Origins from which integration testers may load overridden remotes (outside production). */
  overrideOrigins: z.array(z.string()).default([]),
  /**
   * How long the shell waits for a remote (manifest, entry and module) before its section shows
   * the error boundary; the shell's default applies when absent.
   */
  remoteTimeoutMs: z.number().int().positive().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
