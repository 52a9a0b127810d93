import { normalizeSubscription, type Subscription } from '@vigia/shared/contracts';

/** An api subscription (snake_case, as the api may send it), normalised by the real normaliser. */
export function apiSubscription(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Subscripción ${id}`,
    description: `Descripción de ${id}`,
    type_id: 'boe',
    type_name: 'BOE',
    prompts: ['licitaciones de obras públicas'],
    frequency: 'daily',
    active: true,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    metadata: {},
    ...overrides,
  };
}

export function subscription(id: string, overrides: Record<string, unknown> = {}): Subscription {
  return normalizeSubscription(apiSubscription(id, overrides));
}

/** `{data:{subscriptions, metadata}}` for `GET /v1/subscriptions`. */
export function listBody(
  subscriptions: ReturnType<typeof apiSubscription>[],
  { total = subscriptions.length, page = 1, limit = 9 } = {},
) {
  return {
    subscriptions,
    metadata: { total, page, limit, totalPages: Math.ceil(total / limit) },
  };
}

/** The BOE subscription type as the api answers it. */
export function apiBoeType(defaultPrompts: string[] = ['licitaciones', 'subvenciones']) {
  return {
    id: 'boe',
    name: 'boe',
    display_name: 'BOE',
    description: 'Boletín Oficial del Estado',
    logo_url: '/logos/boe.svg',
    icon: null,
    is_system: true,
    metadata: { default_prompts: defaultPrompts },
  };
}
