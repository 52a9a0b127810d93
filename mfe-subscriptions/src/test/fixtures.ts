import { sourceOfType, type Subscription } from '@vigia/shared/contracts';

/** A subscription as the api answers it (camelCase), with `overrides`; derived fields follow them. */
export function apiSubscription(id: string, overrides: Partial<Subscription> = {}): Subscription {
  const typeId = overrides.typeId ?? 'boe';
  const active = overrides.active ?? true;
  return {
    id,
    name: `Subscripción ${id}`,
    description: `Descripción de ${id}`,
    typeId,
    typeName: typeId.toUpperCase(),
    source: sourceOfType(typeId),
    logo: null,
    prompts: ['licitaciones de obras públicas'],
    frequency: 'daily',
    active,
    status: active ? 'active' : 'inactive',
    notificationMethod: 'Email',
    filters: null,
    notifications: 0,
    lastNotification: null,
    lastProcessed: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    updatedAt: '2025-01-01T10:00:00.000Z',
    metadata: {},
    ...overrides,
  };
}

/** `{subscriptions, metadata}` for `GET /v1/subscriptions` (inside `ok`, at data). */
export function listBody(
  subscriptions: Subscription[],
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
    displayName: 'BOE',
    description: 'Boletín Oficial del Estado',
    logoUrl: '/logos/boe.svg',
    icon: null,
    isSystem: true,
    metadata: { defaultPrompts: defaultPrompts },
  };
}
