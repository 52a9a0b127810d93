import { z } from 'zod';
import { withFieldAliases } from './field-aliases';
import {
  cacheBusterSchema,
  cleanText,
  jsonObjectSchema,
  lineSchema,
  optionalBody,
  pageSchema,
} from './input';

// Rules of spec §5 and constants of §9 for subscriptions, shared by the api and the screens.
export const MAX_PROMPTS = 3;
/** Not a spec rule: a guard against abuse, far above the 500-character hint. */
export const PROMPT_MAX_LENGTH = 2000;
/**
 * Not a spec rule: words (runs of letters or digits) a prompt may hold. Each is a concept the
 * matcher weighs against every publication; a search of a few words is what people write.
 */
export const PROMPT_MAX_WORDS = 30;
/**
 * Not a spec rule: subscriptions one account may hold (MAX_SUBSCRIPTIONS_PER_USER on the api may
 * change it). Each is matched against every bulletin day.
 */
export const DEFAULT_MAX_SUBSCRIPTIONS = 100;
export const SUBSCRIPTION_NAME_MIN = 3;
export const SUBSCRIPTION_NAME_MAX = 50;
export const SUBSCRIPTION_DESCRIPTION_MIN = 5;
export const SUBSCRIPTION_DESCRIPTION_MAX = 200;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_NOTIFICATION_METHOD = 'Email';

export const promptMessages = {
  atLeastOne: 'At least one prompt is required',
  noSearchTerm: 'Please enter at least one search term',
  max: 'Maximum of 3 prompts allowed',
  empty: 'Invalid prompt: Prompt cannot be empty',
  duplicate: 'Duplicate prompt: This prompt already exists',
  tooLong: `Una búsqueda puede tener como máximo ${PROMPT_MAX_LENGTH} caracteres`, // not from the spec
  tooManyWords: `Una búsqueda puede tener como máximo ${PROMPT_MAX_WORDS} palabras: divídela en búsquedas más cortas`, // not from the spec
} as const;

/** The words of a prompt as the limit counts them: runs of letters or digits. */
export function promptWordCount(prompt: string): number {
  return prompt.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
}

/** Why one prompt is refused whatever the others are (too long, too many words), or null. */
export function promptSizeProblem(prompt: string): string | null {
  if (prompt.length > PROMPT_MAX_LENGTH) return promptMessages.tooLong;
  if (promptWordCount(prompt) > PROMPT_MAX_WORDS) return promptMessages.tooManyWords;
  return null;
}

export const subscriptionMessages = {
  nameMin: 'Name must be at least 3 characters',
  nameMax: 'Name must be less than 50 characters',
  descriptionMin: 'Description must be at least 5 characters',
  descriptionMax: 'Description must be less than 200 characters',
  typeRequired: 'Subscription type is required',
  typeNotFound: (id: string) => `Subscription type with ID '${id}' not found`,
  tooMany: (max: number) =>
    `Has llegado al máximo de ${max} subscripciones. Elimina alguna que ya no uses para crear otra.`, // not from the spec
} as const;

/** Subscription creation and editing offer only these (spec §3). */
export const SUBSCRIPTION_FREQUENCIES = ['immediate', 'daily'] as const;
export const subscriptionFrequencySchema = z.enum(SUBSCRIPTION_FREQUENCIES);
export type SubscriptionFrequency = z.infer<typeof subscriptionFrequencySchema>;

export const SUBSCRIPTION_SOURCES = ['boe', 'doga', 'other'] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/** boe and doga are their own sources; every other type counts as 'other' ('Otras'). */
export function sourceOfType(typeId: string): SubscriptionSource {
  return typeId === 'boe' || typeId === 'doga' ? typeId : 'other';
}

/**
 * A list of prompts as stored: each trimmed, blanks dropped, 1 to 3, no duplicates (compared
 * case-insensitively, as a person reads them).
 */
export const promptsSchema = z
  .array(cleanText(z.string().max(PROMPT_MAX_LENGTH, promptMessages.tooLong)))
  .transform((prompts) => prompts.map((prompt) => prompt.trim()).filter(Boolean))
  .superRefine((prompts, ctx) => {
    prompts.forEach((prompt, index) => {
      if (promptWordCount(prompt) > PROMPT_MAX_WORDS) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [index],
          message: promptMessages.tooManyWords,
        });
      }
    });
    if (prompts.length === 0) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: promptMessages.atLeastOne });
    }
    if (prompts.length > MAX_PROMPTS) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: promptMessages.max });
    }
    const seen = new Set<string>();
    prompts.forEach((prompt, index) => {
      const key = prompt.toLocaleLowerCase('es');
      if (seen.has(key)) {
        ctx.addIssue({
          code: z.ZodIssueCode.custom,
          path: [index],
          message: promptMessages.duplicate,
        });
      }
      seen.add(key);
    });
  });

const nameSchema = cleanText(
  z
    .string()
    .trim()
    .min(SUBSCRIPTION_NAME_MIN, subscriptionMessages.nameMin)
    .max(SUBSCRIPTION_NAME_MAX, subscriptionMessages.nameMax),
);
const descriptionSchema = cleanText(
  z
    .string()
    .trim()
    .min(SUBSCRIPTION_DESCRIPTION_MIN, subscriptionMessages.descriptionMin)
    .max(SUBSCRIPTION_DESCRIPTION_MAX, subscriptionMessages.descriptionMax),
  { multiline: true },
);
/** A type's id: 'boe', 'doga', … */
const typeIdSchema = cleanText(
  z
    .string({ required_error: subscriptionMessages.typeRequired })
    .trim()
    .min(1, subscriptionMessages.typeRequired)
    .max(100),
);
const metadataSchema = jsonObjectSchema();
const filtersSchema = jsonObjectSchema().nullable();

/**
 * `POST /api/v1/subscriptions` (spec §5 creation schema). The type is `typeId`; the spec's
 * `type_id` and `type` (§5, §7) are read as it too. It is required.
 */
export const subscriptionCreateRequestSchema = withFieldAliases(
  z
    .object({
      name: nameSchema,
      description: descriptionSchema,
      typeId: typeIdSchema,
      prompts: promptsSchema,
      frequency: subscriptionFrequencySchema.default('daily'),
      active: z.boolean().default(true),
      metadata: metadataSchema.default({}),
      filters: filtersSchema.optional(),
    })
    .strict(),
  { type_id: 'typeId', type: 'typeId' },
);
export type SubscriptionCreateRequest = z.output<typeof subscriptionCreateRequestSchema>;
export type SubscriptionCreateInput = z.input<typeof subscriptionCreateRequestSchema>;

/** `PATCH /api/v1/subscriptions/{id}`: any of these; the type cannot change. */
export const subscriptionUpdateRequestSchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    prompts: promptsSchema,
    frequency: subscriptionFrequencySchema,
    active: z.boolean(),
    notificationMethod: z.literal(DEFAULT_NOTIFICATION_METHOD),
    metadata: metadataSchema,
    filters: filtersSchema,
  })
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, { message: 'Nothing to update' }); // not from the spec
export type SubscriptionUpdateRequest = z.output<typeof subscriptionUpdateRequestSchema>;

/** `PATCH /api/v1/subscriptions/{id}/toggle`: `active`, or `isActive` as the screens name it (§7). */
export const subscriptionToggleRequestSchema = withFieldAliases(
  z.object({ active: z.boolean() }).strict(),
  { isActive: 'active' },
);
export type SubscriptionToggleRequest = z.output<typeof subscriptionToggleRequestSchema>;

/**
 * `POST /api/v1/subscriptions/{id}/process` and `/run` (the spec §7 payload, whose
 * `subscription_id` is read as `subscriptionId`). The stored prompts are what runs
 * (decisions §11); the body is checked, not trusted. It may be left out.
 */
export const subscriptionProcessRequestSchema = optionalBody(
  withFieldAliases(
    z
      .object({
        subscriptionId: lineSchema.optional(),
        metadata: metadataSchema.optional(),
        prompts: z
          .array(cleanText(z.string().max(PROMPT_MAX_LENGTH, promptMessages.tooLong)))
          .max(MAX_PROMPTS, promptMessages.max)
          .optional(),
        type: lineSchema.optional(),
      })
      .strict(),
    { subscription_id: 'subscriptionId' },
  ),
);
export type SubscriptionProcessRequest = z.input<typeof subscriptionProcessRequestSchema>;

export const SUBSCRIPTION_SORTS = ['newest', 'oldest', 'name', 'updated'] as const;
export const SUBSCRIPTION_STATUS_FILTERS = ['all', 'active', 'inactive'] as const;

/** `GET /api/v1/subscriptions` query. `type` is a type id or 'other' (any type but boe and doga). */
export const subscriptionListQuerySchema = z
  .object({
    status: z.enum(SUBSCRIPTION_STATUS_FILTERS).default('all'),
    type: cleanText(z.string().trim().min(1).max(100)).optional(),
    search: cleanText(z.string().trim().max(200)).optional(),
    page: pageSchema,
    limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z.enum(SUBSCRIPTION_SORTS).default('newest'),
    /** The client's cache-buster; ignored. */
    _t: cacheBusterSchema,
  })
  .strict();
export type SubscriptionListQuery = z.output<typeof subscriptionListQuerySchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** The type's id (boe, doga, …). */
  typeId: z.string(),
  /** The type's display name ('BOE'). */
  typeName: z.string(),
  source: z.enum(SUBSCRIPTION_SOURCES),
  logo: z.string().nullable(),
  prompts: z.array(z.string()),
  frequency: z.string(),
  active: z.boolean(),
  status: z.enum(['active', 'inactive']),
  notificationMethod: z.string(),
  filters: z.record(z.unknown()).nullable(),
  /** Number of notifications this subscription produced. */
  notifications: z.number().int().nonnegative(),
  lastNotification: z.string().nullable(),
  lastProcessed: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  metadata: z.record(z.unknown()),
});
export type Subscription = z.output<typeof subscriptionSchema>;

export const subscriptionResponseSchema = z.object({
  data: z.object({ subscription: subscriptionSchema }),
});
export type SubscriptionResponse = z.output<typeof subscriptionResponseSchema>;

export const listMetadataSchema = z.object({
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  limit: z.number().int().positive(),
  totalPages: z.number().int().nonnegative(),
});
export type ListMetadata = z.output<typeof listMetadataSchema>;

export const subscriptionListResponseSchema = z.object({
  data: z.object({ subscriptions: z.array(subscriptionSchema), metadata: listMetadataSchema }),
});
/** One page of the list, as `GET /api/v1/subscriptions` answers it at `data`. */
export type SubscriptionPage = z.output<typeof subscriptionListResponseSchema>['data'];

export const subscriptionTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  displayName: z.string().nullable(),
  description: z.string(),
  icon: z.string().nullable(),
  logoUrl: z.string().nullable(),
  isSystem: z.boolean(),
  metadata: z.object({ defaultPrompts: z.array(z.string()) }),
});
export type SubscriptionType = z.output<typeof subscriptionTypeSchema>;

export const subscriptionTypesResponseSchema = z.object({
  data: z.object({ types: z.array(subscriptionTypeSchema) }),
});
export const subscriptionTypeResponseSchema = z.object({
  data: z.object({ type: subscriptionTypeSchema }),
});

const countsBySource = z.object({ boe: z.number(), doga: z.number(), other: z.number() });
const countsByFrequency = z.record(z.number());

export const subscriptionStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  active: z.number().int().nonnegative(),
  /** Shown as 'pending' on screen (spec §3). */
  inactive: z.number().int().nonnegative(),
  bySource: countsBySource,
  byFrequency: countsByFrequency,
});
export type SubscriptionStats = z.output<typeof subscriptionStatsSchema>;
export const subscriptionStatsResponseSchema = z.object({
  data: z.object({ stats: subscriptionStatsSchema }),
});

export const PROCESSING_STATES = ['pending', 'processing', 'completed', 'failed'] as const;
export type ProcessingState = (typeof PROCESSING_STATES)[number];

export const processingStatusSchema = z.object({
  /** 'unknown' only on the client, before the first load. */
  status: z.enum([...PROCESSING_STATES, 'unknown']),
  error: z.string().nullable(),
  lastRunAt: z.string().nullable(),
  nextRunAt: z.string().nullable(),
  processingId: z.string().nullable(),
  metadata: z.record(z.unknown()),
});
export type ProcessingStatus = z.output<typeof processingStatusSchema>;
export const processingStatusResponseSchema = z.object({
  data: z.object({ status: processingStatusSchema }),
});

export const processStartedSchema = z.object({
  processingId: z.string(),
  subscriptionId: z.string(),
  status: z.enum(PROCESSING_STATES),
  message: z.string(),
});
export type ProcessStarted = z.output<typeof processStartedSchema>;
export const processStartedResponseSchema = z.object({ data: processStartedSchema });

/** `DELETE /api/v1/subscriptions/{id}`. */
export const deleteSubscriptionResponseSchema = z.object({
  data: z.object({ success: z.boolean(), id: z.string() }),
});

export const deleteAllSubscriptionsResponseSchema = z.object({
  data: z.object({ success: z.boolean(), message: z.string(), deletedCount: z.number().int() }),
});
