import {
  errorEnvelopeSchema,
  subscriptionResponseSchema,
  type ApiErrorBody,
  type Subscription,
} from '@vigia/shared/contracts';
import { signUp, type EmulatorUser } from './firebase-emulator';
import type { HttpResponse } from './http';
import { bearer, type TestApp } from './test-app';

/** Calls the api as `user`. */
export function as(subject: Pick<TestApp, 'request'>, user: EmulatorUser) {
  return (method: string, path: string, body?: unknown): Promise<HttpResponse> =>
    subject.request(method, `/api/v1${path}`, {
      headers: bearer(user.idToken),
      ...(body === undefined ? {} : { body }),
    });
}

/** A signed-up user the api knows (the profile call creates their row). */
export async function knownUser(subject: Pick<TestApp, 'request'>): Promise<EmulatorUser> {
  const user = await signUp();
  expect((await as(subject, user)('GET', '/users/profile')).status).toBe(200);
  return user;
}

export function subscriptionBody(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Oposiciones de bombero',
    description: 'Convocatorias de plazas de bombero en el BOE',
    typeId: 'boe',
    prompts: ['oposiciones bombero'],
    frequency: 'daily',
    ...overrides,
  };
}

export async function createSubscription(
  subject: Pick<TestApp, 'request'>,
  user: EmulatorUser,
  overrides: Record<string, unknown> = {},
): Promise<Subscription> {
  const response = await as(subject, user)('POST', '/subscriptions', subscriptionBody(overrides));
  if (response.status !== 201) throw new Error(`create: ${response.status} ${response.text}`);
  return subscriptionResponseSchema.parse(response.json()).data.subscription;
}

export function errorOf(response: HttpResponse): ApiErrorBody {
  return errorEnvelopeSchema.parse(response.json()).error;
}

/** The messages of a VALIDATION_ERROR's zod issues. */
export function issueMessages(response: HttpResponse): string[] {
  const { details } = errorOf(response);
  return Array.isArray(details) ? details.map((issue: { message: string }) => issue.message) : [];
}
