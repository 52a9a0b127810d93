import os from 'node:os';
import path from 'node:path';
import { DEFAULT_MAX_SUBSCRIPTIONS } from '@vigia/shared/contracts';
import { z } from 'zod';
import { rerankerConfig, type RerankerConfig } from './features/matching/reranker';
import { findRepoRoot } from './paths';

/** Which side of the background jobs a process takes (JOBS): store them, run them, or both. */
export type JobsRole = 'api' | 'worker' | 'both';

/**
 * PGlite: the embedded database, in its own process (`src/database.ts`) that serves `dir` on
 * `port`; when no such process runs, a client `start`s one of its own, or `wait`s for the one a
 * supervisor runs (PGLITE_PROCESS). Or PostgreSQL at `url`.
 */
export type DatabaseConfig =
  | { kind: 'pglite'; dir: string; port: number; whenNotServed: 'start' | 'wait' }
  | { kind: 'postgres'; url: string };

export const DEFAULT_PGLITE_PORT = 5433;

/** Development routes under /api/dev, each off unless VIGIA_DEV_ROUTES names it (or says `on`). */
export const DEV_ROUTE_GROUPS = ['mail', 'demo', 'publications', 'notifications', 'email'] as const;
export type DevRouteGroup = (typeof DEV_ROUTE_GROUPS)[number];

export interface AppConfig {
  env: 'development' | 'test' | 'production';
  /** NODE_ENV=production or VIGIA_ENV=production: no development routes, emulator or sink. */
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: string;
  database: DatabaseConfig;
  firebase: { projectId: string; authEmulatorHost: string | null };
  corsOrigins: string[];
  smtp: {
    /** Where outgoing mail goes: SMTP_URL, else the local sink when it runs. */
    url: string | null;
    /** Port of the local SMTP sink started with the app, or null when it does not run. */
    sinkPort: number | null;
    mailDir: string;
  };
  email: EmailConfig;
  /** Lower-cased emails of the accounts that may turn on instantNotifications (decision 13). */
  instantNotificationsAllowlist: string[];
  /** Fetch, store and match the bulletins on their publication days (BULLETIN_WATCH). */
  bulletinWatch: boolean;
  /** Whether `pnpm start` answers HTTP, runs the jobs, or both (JOBS). */
  jobs: JobsRole;
  /** The optional re-ranker of borderline matches (RERANKER_URL); null: off. */
  reranker: RerankerConfig | null;
  tokenCacheSize: number;
  /**
   * How long a user's "tokens valid after" time (sign out everywhere) is kept in memory
   * (REVOCATION_CACHE_MS): another api process's revocation takes effect here within it.
   */
  revocationCacheMs: number;
  /** Where this install keeps what it makes for itself, such as secrets (VIGIA_DATA_DIR). */
  dataDir: string;
  /** The development routes that are on (VIGIA_DEV_ROUTES); none in production. */
  devRoutes: ReadonlySet<DevRouteGroup>;
  /** Swagger UI and the OpenAPI document at /api/docs (API_DOCS; off in production by default). */
  apiDocs: boolean;
  /**
   * The demo account (VIGIA_DEMO_EMAIL): prepared with `password` once listening when
   * VIGIA_DEMO_PASSWORD is set, and by /api/dev/demo.
   */
  demo: { email: string; password: string | null };
  /** Per-user rate limits of the costly calls (RATE_LIMITS; off only for benchmarks and fuzzing). */
  rateLimits: boolean;
  /** Subscriptions one account may hold (MAX_SUBSCRIPTIONS_PER_USER). */
  maxSubscriptionsPerUser: number;
}

export interface EmailConfig {
  /** The From header of every email (EMAIL_FROM). */
  from: string;
  /** Where links to the app point (PUBLIC_APP_URL). */
  appUrl: string;
  /** Where links to the api point, such as the unsubscribe link (PUBLIC_API_URL). */
  apiUrl: string;
  /**
   * Signs the links of emails (EMAIL_LINK_SECRET; required in production). Null: the random
   * secret of this install, kept in `linkSecretFile` (see `emailLinkSecret`).
   */
  linkSecret: string | null;
  linkSecretFile: string;
  /** Compose and send email in this process (EMAIL_WORKER). */
  worker: boolean;
  /** How often the worker looks for email to compose and send (EMAIL_WORKER_INTERVAL_MS). */
  workerIntervalMs: number;
  /** This worker's name in the outbox, and the name of its delivery journal (WORKER_ID). */
  workerId: string;
  /** Where the delivery journal is kept (EMAIL_JOURNAL_DIR). */
  journalDir: string;
}

const DEV_PORTS = [3000, 3001, 3002, 3003, 3004];
export const DEFAULT_CORS_ORIGINS = DEV_PORTS.flatMap((port) => [
  `http://127.0.0.1:${port}`,
  `http://localhost:${port}`,
]);
export const DEFAULT_SMTP_SINK_PORT = 2525;
export const DEFAULT_DEMO_EMAIL = 'demo@vigia.local';

const port = z.coerce.number().int().min(0).max(65535);
const list = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

const onOff = z.enum(['on', 'off']);

/** `on`, `off`, or a comma-separated list of DEV_ROUTE_GROUPS. */
function devRouteGroups(value: string | undefined): Set<DevRouteGroup> {
  if (value === undefined || value === 'off') return new Set();
  if (value === 'on') return new Set(DEV_ROUTE_GROUPS);
  const names = list(value);
  const unknown = names.filter((name) => !(DEV_ROUTE_GROUPS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new ConfigError(
      `VIGIA_DEV_ROUTES: unknown ${unknown.join(', ')} (on, off, or some of ${DEV_ROUTE_GROUPS.join(', ')})`,
    );
  }
  return new Set(names as DevRouteGroup[]);
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** The whole product's profile; only `production` changes the api (the shell reads the rest). */
  VIGIA_ENV: z.string().optional(),
  VIGIA_DATA_DIR: z.string().min(1).optional(),
  VIGIA_DEV_ROUTES: z.string().optional(),
  VIGIA_DEMO_PASSWORD: z.string().min(8).max(128).optional(),
  VIGIA_DEMO_EMAIL: z.string().email().default(DEFAULT_DEMO_EMAIL),
  API_DOCS: onOff.optional(),
  RATE_LIMITS: onOff.default('on'),
  MAX_SUBSCRIPTIONS_PER_USER: z.coerce.number().int().min(1).default(DEFAULT_MAX_SUBSCRIPTIONS),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: port.default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  PGLITE_PORT: port.default(DEFAULT_PGLITE_PORT),
  PGLITE_PROCESS: z.enum(['auto', 'external']).default('auto'),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-vigia'),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().min(1).optional(),
  CORS_ORIGINS: z.string().optional(),
  SMTP_URL: z.string().url().optional(),
  SMTP_SINK_PORT: z.union([z.literal('off'), port]).optional(),
  SMTP_SINK_DIR: z.string().min(1).optional(),
  INSTANT_NOTIFICATIONS_ALLOWLIST: z.string().optional(),
  TOKEN_CACHE_SIZE: z.coerce.number().int().min(0).default(10_000),
  REVOCATION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  BULLETIN_WATCH: onOff.optional(),
  EMAIL_FROM: z.string().min(3).default('Vigía <avisos@vigia.local>'),
  PUBLIC_APP_URL: z.string().url().default('http://127.0.0.1:3000'),
  PUBLIC_API_URL: z.string().url().optional(),
  EMAIL_LINK_SECRET: z.string().min(16).optional(),
  EMAIL_WORKER: onOff.optional(),
  EMAIL_WORKER_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  WORKER_ID: z
    .string()
    .regex(/^[\w.-]+$/, 'WORKER_ID may hold letters, digits, dots, dashes and underscores')
    .optional(),
  EMAIL_JOURNAL_DIR: z.string().min(1).optional(),
  JOBS: z.enum(['api', 'worker', 'both']).default('both'),
});

function sanitizeWorkerId(name: string): string {
  return name.replace(/[^\w.-]/g, '-') || 'worker';
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the api's settings from the environment; empty variables count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const vars = parsed.data;
  const root = findRepoRoot();
  const fromRoot = (dir: string) => (dir.includes('://') ? dir : path.resolve(root, dir));
  const isProduction = vars.NODE_ENV === 'production' || vars.VIGIA_ENV === 'production';
  if (isProduction && vars.FIREBASE_AUTH_EMULATOR_HOST) {
    // firebase-admin would accept the emulator's unsigned tokens: anyone could sign in as anyone.
    throw new ConfigError('FIREBASE_AUTH_EMULATOR_HOST must not be set in production');
  }

  if (isProduction && !vars.EMAIL_LINK_SECRET) {
    throw new ConfigError(
      'EMAIL_LINK_SECRET must be set in production (it signs unsubscribe links)',
    );
  }

  const devRoutes = devRouteGroups(vars.VIGIA_DEV_ROUTES);
  if (isProduction && devRoutes.size > 0) {
    throw new ConfigError('VIGIA_DEV_ROUTES must be off in production');
  }
  if (isProduction && vars.VIGIA_DEMO_PASSWORD) {
    throw new ConfigError('VIGIA_DEMO_PASSWORD must not be set in production (no demo account)');
  }

  const sinkPort =
    isProduction || vars.SMTP_SINK_PORT === 'off'
      ? null
      : (vars.SMTP_SINK_PORT ?? (vars.SMTP_URL ? null : DEFAULT_SMTP_SINK_PORT));
  const corsOrigins = list(vars.CORS_ORIGINS);

  const dataDir = fromRoot(vars.VIGIA_DATA_DIR ?? '.data');

  return {
    env: isProduction ? 'production' : vars.NODE_ENV,
    isProduction,
    host: vars.HOST,
    port: vars.PORT,
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL }
      : {
          kind: 'pglite',
          dir: fromRoot(vars.PGLITE_DIR ?? '.data/pglite'),
          port: vars.PGLITE_PORT,
          whenNotServed: vars.PGLITE_PROCESS === 'external' ? 'wait' : 'start',
        },
    firebase: {
      projectId: vars.FIREBASE_PROJECT_ID,
      authEmulatorHost: vars.FIREBASE_AUTH_EMULATOR_HOST ?? null,
    },
    corsOrigins: corsOrigins.length > 0 ? corsOrigins : DEFAULT_CORS_ORIGINS,
    smtp: {
      url: vars.SMTP_URL ?? (sinkPort !== null ? `smtp://127.0.0.1:${sinkPort}` : null),
      sinkPort,
      mailDir: fromRoot(vars.SMTP_SINK_DIR ?? '.data/mail'),
    },
    email: {
      from: vars.EMAIL_FROM,
      appUrl: vars.PUBLIC_APP_URL.replace(/\/+$/, ''),
      apiUrl: (vars.PUBLIC_API_URL ?? `http://${vars.HOST}:${vars.PORT}`).replace(/\/+$/, ''),
      linkSecret: vars.EMAIL_LINK_SECRET ?? null,
      linkSecretFile: path.join(dataDir, 'secrets', 'email-link-secret'),
      worker: (vars.EMAIL_WORKER ?? (vars.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
      workerIntervalMs: vars.EMAIL_WORKER_INTERVAL_MS,
      workerId: vars.WORKER_ID ?? sanitizeWorkerId(os.hostname()),
      journalDir: fromRoot(vars.EMAIL_JOURNAL_DIR ?? '.data/email-journal'),
    },
    instantNotificationsAllowlist: list(vars.INSTANT_NOTIFICATIONS_ALLOWLIST).map((email) =>
      email.toLowerCase(),
    ),
    tokenCacheSize: vars.TOKEN_CACHE_SIZE,
    revocationCacheMs: vars.REVOCATION_CACHE_MS,
    bulletinWatch: (vars.BULLETIN_WATCH ?? (vars.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    jobs: vars.JOBS,
    reranker: rerankerConfig(env),
    dataDir,
    devRoutes,
    apiDocs: (vars.API_DOCS ?? (isProduction ? 'off' : 'on')) === 'on',
    demo: { email: vars.VIGIA_DEMO_EMAIL, password: vars.VIGIA_DEMO_PASSWORD ?? null },
    rateLimits: vars.RATE_LIMITS === 'on',
    maxSubscriptionsPerUser: vars.MAX_SUBSCRIPTIONS_PER_USER,
  };
}
