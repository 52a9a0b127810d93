import type { SubscriptionType } from '@vigia/shared/contracts';
import { subscriptionsMessages } from '../i18n/subscriptions';

/**
 * The two built-in types shown when the types cannot be loaded (spec §3, decisions 4). The same
 * names, descriptions and logos as the api's seeded system types.
 */
export const BUILTIN_SUBSCRIPTION_TYPES: readonly SubscriptionType[] = [
  {
    id: 'boe',
    name: 'boe',
    displayName: 'BOE',
    description: subscriptionsMessages.builtinTypes.boe,
    icon: null,
    logoUrl: '/logos/boe.svg',
    isSystem: true,
    metadata: { defaultPrompts: [] },
  },
  {
    id: 'doga',
    name: 'doga',
    displayName: 'DOGA',
    description: subscriptionsMessages.builtinTypes.doga,
    icon: null,
    logoUrl: '/logos/doga.svg',
    isSystem: true,
    metadata: { defaultPrompts: [] },
  },
];
