import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { RATE_LIMITED_MESSAGE } from '@vigia/shared/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from './api-error';

const MINUTE = 60_000;

/**
 * Per-user limits of the calls that cost the most (a matching query, a job, a row, an email).
 * Counted per process, in memory; a route's own budget, by the caller's uid.
 */
export const USER_RATE_LIMITS = {
  /** The create screen asks while the user types (after a pause). */
  preview: { max: 30, timeWindow: MINUTE },
  /** 'Procesar Ahora' and `/run`: each stores a job that matches 7 days. */
  process: { max: 10, timeWindow: MINUTE },
  create: { max: 20, timeWindow: MINUTE },
  /** After each sign-in. */
  sync: { max: 10, timeWindow: MINUTE },
  /** Sends an email to an address not verified yet. */
  verificationEmail: { max: 3, timeWindow: 10 * MINUTE },
} satisfies Record<string, RateLimitOptions>;

/** A route's limit, as route options: `{ config: rateLimited('preview') }`. */
export function rateLimited(name: keyof typeof USER_RATE_LIMITS): { rateLimit: RateLimitOptions } {
  return { rateLimit: USER_RATE_LIMITS[name] };
}

function callerKey(request: FastifyRequest): string {
  return request.auth ? `uid:${request.auth.uid}` : `ip:${request.ip}`;
}

/**
 * Enforces the routes' `config.rateLimit` (none other): after authentication (preHandler), keyed
 * by uid, answered 429 RATE_LIMITED in Spanish with Retry-After. Register before the routes.
 */
export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    hook: 'preHandler',
    keyGenerator: callerKey,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
}
