import {
  normalizeProcessingStatus,
  normalizeSubscription,
  normalizeSubscriptionList,
  normalizeSubscriptionStats,
  normalizeSubscriptionType,
  normalizeSubscriptionTypes,
  PROMPT_MAX_WORDS,
  promptMessages,
  promptWordCount,
  promptsSchema,
  sourceOfType,
  subscriptionCreateRequestSchema,
  subscriptionListQuerySchema,
  subscriptionMessages,
  subscriptionToggleRequestSchema,
  subscriptionUpdateRequestSchema,
} from './subscriptions';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('promptsSchema', () => {
  it('trims each prompt and drops the blank ones', () => {
    expect(promptsSchema.parse(['  incendios ', '', '   ', 'pesca'])).toEqual([
      'incendios',
      'pesca',
    ]);
  });

  it('needs at least one prompt once blanks are dropped', () => {
    expect(messagesOf(promptsSchema.safeParse(['  ']))).toEqual([promptMessages.atLeastOne]);
    expect(messagesOf(promptsSchema.safeParse([]))).toEqual([promptMessages.atLeastOne]);
  });

  it('allows at most three', () => {
    expect(promptsSchema.safeParse(['a', 'b', 'c']).success).toBe(true);
    expect(messagesOf(promptsSchema.safeParse(['a', 'b', 'c', 'd']))).toEqual([promptMessages.max]);
  });

  it(`refuses a prompt of more than ${PROMPT_MAX_WORDS} words, pointing at it`, () => {
    const words = (count: number) => Array(count).fill('obras').join(' ');
    expect(promptsSchema.safeParse([words(PROMPT_MAX_WORDS)]).success).toBe(true);
    const result = promptsSchema.safeParse(['vigo', words(PROMPT_MAX_WORDS + 1)]);
    expect(messagesOf(result)).toEqual([promptMessages.tooManyWords]);
    expect(result.success || result.error.issues[0]?.path).toEqual([1]);
    expect(promptWordCount('A-52 "dominio público" -Vigo OR 3.º')).toBe(8);
  });

  it('refuses a duplicate, whatever its case or surrounding spaces', () => {
    const result = promptsSchema.safeParse(['Becas', ' becas ']);
    expect(messagesOf(result)).toEqual([promptMessages.duplicate]);
    expect(result.success || result.error.issues[0]?.path).toEqual([1]);
  });
});

describe('subscriptionCreateRequestSchema', () => {
  const valid = {
    name: 'Becas',
    description: 'Becas y ayudas al estudio',
    typeId: 'boe',
    prompts: ['becas'],
  };

  it('fills the defaults', () => {
    expect(subscriptionCreateRequestSchema.parse(valid)).toEqual({
      ...valid,
      frequency: 'daily',
      active: true,
      metadata: {},
    });
  });

  it.each(['type_id', 'type'])('accepts the type as %s', (key) => {
    const { typeId, ...rest } = valid;
    expect(subscriptionCreateRequestSchema.parse({ ...rest, [key]: typeId }).typeId).toBe('boe');
  });

  it.each([
    [{ name: 'ab' }, subscriptionMessages.nameMin],
    [{ name: 'x'.repeat(51) }, subscriptionMessages.nameMax],
    [{ description: 'abcd' }, subscriptionMessages.descriptionMin],
    [{ description: 'x'.repeat(201) }, subscriptionMessages.descriptionMax],
    [{ typeId: '  ' }, subscriptionMessages.typeRequired],
    [{ typeId: undefined }, subscriptionMessages.typeRequired],
    [{ prompts: ['a', 'b', 'c', 'd'] }, promptMessages.max],
  ])('refuses %j with "%s"', (change, message) => {
    expect(
      messagesOf(subscriptionCreateRequestSchema.safeParse({ ...valid, ...change })),
    ).toContain(message);
  });

  it('refuses a frequency the screens do not offer', () => {
    expect(
      subscriptionCreateRequestSchema.safeParse({ ...valid, frequency: 'weekly' }).success,
    ).toBe(false);
  });
});

describe('subscriptionUpdateRequestSchema', () => {
  it('accepts any one field and refuses an empty body or the type', () => {
    expect(subscriptionUpdateRequestSchema.parse({ frequency: 'immediate' })).toEqual({
      frequency: 'immediate',
    });
    expect(messagesOf(subscriptionUpdateRequestSchema.safeParse({}))).toEqual([
      'Nothing to update',
    ]);
    expect(subscriptionUpdateRequestSchema.safeParse({ typeId: 'doga' }).success).toBe(false);
  });
});

describe('subscriptionToggleRequestSchema', () => {
  it('takes active or isActive', () => {
    expect(subscriptionToggleRequestSchema.parse({ active: false })).toEqual({ active: false });
    expect(subscriptionToggleRequestSchema.parse({ isActive: true })).toEqual({ active: true });
    expect(subscriptionToggleRequestSchema.safeParse({}).success).toBe(false);
  });
});

describe('subscriptionListQuerySchema', () => {
  it('coerces the query string and fills the defaults', () => {
    expect(subscriptionListQuerySchema.parse({ page: '2', limit: '9', _t: '123' })).toEqual({
      status: 'all',
      page: 2,
      limit: 9,
      sort: 'newest',
      _t: '123',
    });
  });

  it('refuses a limit above 100 and an unknown key', () => {
    expect(subscriptionListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(subscriptionListQuerySchema.safeParse({ color: 'red' }).success).toBe(false);
  });
});

describe('sourceOfType', () => {
  it('keeps boe and doga and calls anything else other', () => {
    expect([sourceOfType('boe'), sourceOfType('doga'), sourceOfType('bopo')]).toEqual([
      'boe',
      'doga',
      'other',
    ]);
  });
});

describe('normalizeSubscription', () => {
  const snake = {
    id: 7,
    name: 'Becas',
    description: 'Becas y ayudas',
    type_id: 'doga',
    type_name: 'DOGA',
    logo_url: '/logos/doga.svg',
    prompts: ['becas', 3],
    frequency: 'immediate',
    is_active: false,
    notification_method: 'Email',
    notification_count: '4',
    last_processed_at: '2026-11-20T10:00:00Z',
    created_at: '2026-11-01T08:00:00Z',
    updated_at: 'not a date',
  };

  it('reads snake_case wrapped in data.data', () => {
    expect(normalizeSubscription({ data: { data: snake } })).toEqual({
      id: '7',
      name: 'Becas',
      description: 'Becas y ayudas',
      typeId: 'doga',
      typeName: 'DOGA',
      source: 'doga',
      logo: '/logos/doga.svg',
      prompts: ['becas'],
      frequency: 'immediate',
      active: false,
      status: 'inactive',
      notificationMethod: 'Email',
      filters: null,
      notifications: 4,
      lastNotification: null,
      lastProcessed: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-01T08:00:00.000Z',
      updatedAt: new Date(0).toISOString(),
      metadata: {},
    });
  });

  it('reads the type as an object or a bare id and defaults to BOE and active', () => {
    expect(
      normalizeSubscription({ subscription: { id: 'a', type: { id: 'x', display_name: 'BOPO' } } }),
    ).toMatchObject({ typeId: 'x', typeName: 'BOPO', source: 'other', active: true });
    expect(normalizeSubscription({ id: 'b', type: 'doga' })).toMatchObject({
      typeId: 'doga',
      typeName: 'DOGA',
    });
    expect(normalizeSubscription({ id: 'c' })).toMatchObject({ typeId: 'boe', frequency: 'daily' });
  });

  it('throws when there is no subscription in the response', () => {
    expect(() => normalizeSubscription({ data: { nothing: true } })).toThrow(
      'Subscription data not found',
    );
  });
});

describe('normalizeSubscriptionList', () => {
  it('reads data.subscriptions with its metadata', () => {
    const page = normalizeSubscriptionList({
      data: {
        subscriptions: [{ id: '1' }],
        metadata: { total: 10, page: 2, limit: 9, totalPages: 2 },
      },
    });
    expect(page.subscriptions.map((item) => item.id)).toEqual(['1']);
    expect(page.metadata).toEqual({ total: 10, page: 2, limit: 9, totalPages: 2 });
  });

  it('derives the metadata of a bare array', () => {
    expect(normalizeSubscriptionList([{ id: '1' }, { id: '2' }]).metadata).toEqual({
      total: 2,
      page: 1,
      limit: 2,
      totalPages: 1,
    });
  });

  it('throws on anything else', () => {
    expect(() => normalizeSubscriptionList({ data: 'oops' })).toThrow(
      'Unexpected response format from server',
    );
  });
});

describe('normalizeSubscriptionType(s)', () => {
  it('reads camelCase and default prompts', () => {
    expect(
      normalizeSubscriptionType({
        type: {
          id: 'boe',
          name: 'BOE',
          displayName: 'Boletín Oficial del Estado',
          description: 'd',
          logoUrl: '/logos/boe.svg',
          isSystem: true,
          metadata: { defaultPrompts: ['becas'] },
        },
      }),
    ).toEqual({
      id: 'boe',
      name: 'BOE',
      display_name: 'Boletín Oficial del Estado',
      description: 'd',
      icon: null,
      logo_url: '/logos/boe.svg',
      is_system: true,
      metadata: { defaultPrompts: ['becas'], default_prompts: ['becas'] },
    });
  });

  it('reads a list under data.types and throws without one', () => {
    expect(normalizeSubscriptionTypes({ data: { types: [{ id: 'boe' }] } })).toHaveLength(1);
    expect(() => normalizeSubscriptionTypes({ data: {} })).toThrow(
      'Failed to load subscription types',
    );
  });
});

describe('normalizeSubscriptionStats', () => {
  it('reads pending as inactive and snake_case groups', () => {
    expect(
      normalizeSubscriptionStats({
        data: {
          stats: {
            total: 3,
            active: 2,
            pending: 1,
            by_source: { boe: 2, doga: 1 },
            by_frequency: { daily: 3 },
          },
        },
      }),
    ).toEqual({
      total: 3,
      active: 2,
      inactive: 1,
      bySource: { boe: 2, doga: 1, other: 0 },
      byFrequency: { daily: 3 },
    });
  });
});

describe('normalizeProcessingStatus', () => {
  it('reads data.status as an object and camelCase dates', () => {
    expect(
      normalizeProcessingStatus({
        data: { status: { status: 'completed', lastRunAt: '2026-11-20T10:00:00Z', error: '' } },
      }),
    ).toEqual({
      status: 'completed',
      error: null,
      last_run_at: '2026-11-20T10:00:00.000Z',
      next_run_at: null,
      processing_id: null,
      metadata: {},
    });
  });

  it('calls an unrecognised state unknown', () => {
    expect(normalizeProcessingStatus({ status: 'exploded' }).status).toBe('unknown');
  });
});
