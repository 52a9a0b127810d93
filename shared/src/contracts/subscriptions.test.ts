import {
  PROMPT_MAX_WORDS,
  promptMessages,
  promptWordCount,
  promptsSchema,
  sourceOfType,
  subscriptionCreateRequestSchema,
  subscriptionListQuerySchema,
  subscriptionMessages,
  subscriptionProcessRequestSchema,
  subscriptionResponseSchema,
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

describe('subscriptionProcessRequestSchema', () => {
  it('takes no body, an empty one, or the spec payload with subscription_id (§7)', () => {
    expect(subscriptionProcessRequestSchema.parse(undefined)).toEqual({});
    expect(subscriptionProcessRequestSchema.parse(null)).toEqual({});
    expect(
      subscriptionProcessRequestSchema.parse({
        subscription_id: 's1',
        prompts: ['a'],
        type: 'boe',
      }),
    ).toEqual({ subscriptionId: 's1', prompts: ['a'], type: 'boe' });
  });

  it('refuses what is not its payload', () => {
    expect(subscriptionProcessRequestSchema.safeParse({ prompts: 'a' }).success).toBe(false);
    expect(subscriptionProcessRequestSchema.safeParse({ runNow: true }).success).toBe(false);
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

describe('subscriptionResponseSchema', () => {
  const subscription = {
    id: 's1',
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
    updatedAt: '2026-11-01T08:00:00.000Z',
    metadata: {},
  };

  it('reads the one shape the api sends: camelCase at data.subscription', () => {
    expect(subscriptionResponseSchema.parse({ data: { subscription } }).data.subscription).toEqual(
      subscription,
    );
  });

  it('refuses the shapes the api never sends', () => {
    const { typeId, logo, ...rest } = subscription;
    for (const body of [
      { data: { data: subscription } },
      { subscription },
      subscription,
      { data: { subscription: { ...rest, type_id: typeId, logo } } },
      { data: { subscription: { ...rest, typeId, logo_url: logo } } },
    ]) {
      expect(subscriptionResponseSchema.safeParse(body).success).toBe(false);
    }
  });
});
