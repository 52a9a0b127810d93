import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { TokenVerifier, VerifiedToken } from './verify-token';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified token of an authenticated route; null elsewhere. */
    auth: VerifiedToken | null;
  }
}

export function authenticate(verifier: TokenVerifier): onRequestAsyncHookHandler {
  return async (request) => {
    request.auth = await verifier.verifyAuthorization(request.headers.authorization);
  };
}

export function requireAuth(request: FastifyRequest): VerifiedToken {
  if (!request.auth) throw new Error(`${request.url} is not behind the authenticate hook`);
  return request.auth;
}
