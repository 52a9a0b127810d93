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
    display_name: 'BOE',
    description: subscriptionsMessages.builtinTypes.boe,
    icon: null,
    logo_url: '/logos/boe.svg',
    is_system: true,
    metadata: { default_prompts: [] },
  },
  {
    id: 'doga',
    name: 'doga',
    display_name: 'DOGA',
    description: subscriptionsMessages.builtinTypes.doga,
    icon: null,
    logo_url: '/logos/doga.svg',
    is_system: true,
    metadata: { default_prompts: [] },
  },
];
