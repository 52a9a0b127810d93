// Calls to the real api as a given user, for setting up data a test is not about.
import { idToken } from './emulator';

const API = 'http://127.0.0.1:8080/api/v1';

export interface ApiClient {
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function apiAs(email: string, password: string): Promise<ApiClient> {
  const token = await idToken(email, password);
  return {
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${API}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

/** Demo notifications for a user who has signed in once (the api's dev endpoint, outside production). */
export async function seedNotifications(email: string, count = 45, days = 10): Promise<number> {
  const response = await fetch('http://127.0.0.1:8080/api/dev/notifications/seed', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, count, days }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`seed: ${response.status} ${text}`);
  return (JSON.parse(text) as { data: { created: number } }).data.created;
}

export interface NewSubscription {
  name: string;
  description: string;
  typeId: string;
  prompts: string[];
  frequency: 'daily' | 'immediate';
}

/** A daily BOE subscription to 'obras Vigo': what a spec needs when the subscription is not its subject. */
export const OBRAS_EN_VIGO: NewSubscription = {
  name: 'Obras en Vigo',
  description: 'Avisos de obras en Vigo',
  typeId: 'boe',
  prompts: ['obras Vigo'],
  frequency: 'daily',
};

/** Creates a subscription as the api's user; answers its id. */
export async function createSubscription(
  api: ApiClient,
  subscription: NewSubscription = OBRAS_EN_VIGO,
): Promise<string> {
  const { data } = await api.call<{ data: { subscription: { id: string } } }>(
    'POST',
    '/subscriptions',
    subscription,
  );
  return data.subscription.id;
}
