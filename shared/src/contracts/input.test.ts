import { inputIssues, inputMessages, isWebUrl, MAX_PAGE, pageSchema, textProblem } from './input';
import { notificationListResponseSchema, notificationSchema } from './notifications';
import { subscriptionCreateRequestSchema } from './subscriptions';

describe('textProblem', () => {
  it('refuses control characters, and lets multi-line text keep tabs and line breaks', () => {
    for (const text of ['a\u0000b', '\u001b[31m', '\u007f', '\u0085']) {
      expect(textProblem(text, { multiline: true })).toBe(inputMessages.controlCharacters);
    }
    expect(textProblem('línea\n\totra\r\n', { multiline: true })).toBeNull();
    expect(textProblem('línea\notra')).toBe(inputMessages.controlCharacters);
  });

  it('refuses lone surrogates and accepts pairs (emoji)', () => {
    expect(textProblem('a\ud800')).toBe(inputMessages.invalidUnicode);
    expect(textProblem('\udfffz')).toBe(inputMessages.invalidUnicode);
    expect(textProblem('obras 🚧 en Vigo')).toBeNull();
  });
});

describe('inputIssues', () => {
  it('finds bad text in values and keys, with where it is', () => {
    expect(inputIssues({ a: ['ok', 'x\u0000'], 'k\ud800': 1 })).toEqual(
      expect.arrayContaining([
        { code: 'custom', path: ['a', 1], message: inputMessages.controlCharacters },
        { code: 'custom', path: ['k\ud800'], message: inputMessages.invalidUnicode },
      ]),
    );
  });

  it('stops at the depth limit without recursing, however deep the value', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 200_000; level += 1) deep = { a: deep };
    const issues = inputIssues(deep, 32);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toHaveLength(32);
    expect(issues[0]?.message).toBe(inputMessages.tooDeep(32));
    expect(inputIssues({ a: { b: [1] } }, 3)).toEqual([]);
  });
});

describe('request schemas', () => {
  const body = {
    name: 'Obras',
    description: 'Obras en Vigo',
    typeId: 'boe',
    prompts: ['obras'],
  };

  it('refuse control characters, lone surrogates and deep metadata with Spanish messages', () => {
    const messages = (value: unknown) => {
      const result = subscriptionCreateRequestSchema.safeParse(value);
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(messages({ ...body, name: 'Ob\u0000ras' })).toEqual([inputMessages.controlCharacters]);
    expect(messages({ ...body, prompts: ['obras \ud800'] })).toEqual([
      inputMessages.invalidUnicode,
    ]);
    let metadata: Record<string, unknown> = { leaf: true };
    for (let level = 0; level < 5_000; level += 1) metadata = { a: metadata };
    expect(messages({ ...body, metadata })).toEqual([inputMessages.tooDeep(8)]);
    expect(messages({ ...body, description: 'Dos\nlíneas' })).toEqual([]);
  });

  it('bound the page: 1e20 is a whole number, and far too many', () => {
    expect(pageSchema.safeParse('1e20').success).toBe(false);
    expect(pageSchema.safeParse('9223372036854775808').success).toBe(false);
    expect(pageSchema.parse(String(MAX_PAGE))).toBe(MAX_PAGE);
    expect(pageSchema.parse(undefined)).toBe(1);
  });
});

describe('links', () => {
  it('are http(s) only', () => {
    expect(isWebUrl('https://www.boe.es/x')).toBe(true);
    expect(isWebUrl('http://127.0.0.1:4010/x')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('data:text/html,<script>')).toBe(false);
    expect(isWebUrl('/relative')).toBe(false);
  });

  it('a notification never links to javascript: or data:, whoever stored it', () => {
    const base = {
      id: 'n1',
      title: 'T',
      content: '',
      read: false,
      readAt: null,
      createdAt: '2026-11-20T09:00:00.000Z',
      subscriptionId: null,
      subscriptionName: null,
      source: 'boe',
      entityType: 'boe:document',
      metadata: {},
    };
    for (const sourceUrl of ['javascript:alert(1)', 'data:text/html,x', 'ftp://a.es/']) {
      expect(notificationSchema.parse({ ...base, sourceUrl }).sourceUrl).toBeNull();
    }
    expect(notificationSchema.parse({ ...base, sourceUrl: 'https://a.es/' }).sourceUrl).toBe(
      'https://a.es/',
    );
    const page = notificationListResponseSchema.parse({
      data: {
        notifications: [
          { ...base, sourceUrl: 'javascript:alert(1)' },
          { ...base, id: 'n2', sourceUrl: 'https://a.es/' },
        ],
        total: 2,
        unread: 2,
        page: 1,
        limit: 20,
        hasMore: false,
      },
    });
    expect(page.data.notifications.map(({ sourceUrl }) => sourceUrl)).toEqual([
      null,
      'https://a.es/',
    ]);
  });
});
