import { inspect } from 'node:util';
import fc from 'fast-check';
import { signIn, signUp, type EmulatorUser } from './helpers/firebase-emulator';
import { at, type HttpResponse } from './helpers/http';
import { as, createSubscription, subscriptionBody } from './helpers/subscriptions';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

// Issue 22, problem 3: no request a signed-in user can make gets a 5xx. Every route the api
// documents (its OpenAPI document, so a new route is fuzzed without touching this file) gets
// generated path parameters, query strings and bodies: valid requests with one value replaced
// (control characters, lone surrogates, deep nesting, huge numbers, unknown time zones, script
// URLs), and requests made of anything.

/** Fixed, so that a failure is reproduced by running the file again. */
const SEED = 2022;
/** Requests per route (about 30 routes): a few seconds on PGlite and on PostgreSQL. */
const RUNS_PER_ROUTE = 60;

interface Route {
  method: string;
  /** As OpenAPI writes it: `/api/v1/subscriptions/{id}`. */
  path: string;
  queryKeys: string[];
  bodyKeys: string[];
  hasBody: boolean;
}

interface Example {
  query?: Record<string, string>;
  body?: Record<string, unknown>;
}

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT']);

function routesOf(document: unknown): Route[] {
  const paths = (at(document, 'paths') ?? {}) as Record<string, Record<string, unknown>>;
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => ['get', 'post', 'patch', 'put', 'delete'].includes(method))
      .map(([method, operation]) => {
        const parameters = (at(operation, 'parameters') ?? []) as { in: string; name: string }[];
        const body = at(operation, 'requestBody', 'content', 'application/json', 'schema');
        const properties = (at(body, 'properties') ?? {}) as Record<string, unknown>;
        return {
          method: method.toUpperCase(),
          path,
          queryKeys: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          bodyKeys: Object.keys(properties),
          hasBody: BODY_METHODS.has(method.toUpperCase()),
        };
      }),
  );
}

/** Strings that have hurt, or could hurt, a server that stores or queries them. */
const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'binary-ascii', maxLength: 20 }),
  fc.oneof(fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }), fc.double()).map(String),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '\u001b[31m',
    '\u007f',
    '\u0085',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'US/Pacific-New',
    'Mars/Olympus',
    '1e20',
    '-1',
    '0',
    '1.5',
    '99999999999999999999999',
    '9223372036854775808',
    'NaN',
    'Infinity',
    '',
    ' ',
    "'; drop table users; --",
    '%00',
    '00000000-0000-0000-0000-000000000000',
    'true',
    'null',
  ),
  fc.constantFrom('1e20', 'US/Pacific-New', '\u0000', '\ud800', 'javascript:alert(1)'),
);

/** Any JSON value, with nasty strings in keys and values. */
const jsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    nastyText,
    fc.double(),
    fc.integer(),
    fc.constantFrom(1e20, -1e20, Number.MAX_SAFE_INTEGER + 2, 0, -1, true, false, null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(nastyText, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** `{"a":{"a":…}}` or `[[…]]` thousands of levels deep, as JSON text (too deep to stringify). */
const deepJsonText = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean(), fc.constantFrom('1', '"x"', 'null'))
  .map(([depth, asObject, leaf]) =>
    asObject
      ? `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`
      : `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`,
  );

/** A value to put where a valid one was, as JSON text. */
const nastyJsonText = fc.oneof(
  { weight: 4, arbitrary: nastyText.map(stringify) },
  { weight: 2, arbitrary: jsonValue.map(stringify) },
  { weight: 1, arbitrary: deepJsonText },
);

function stringify(value: unknown): string {
  return JSON.stringify(value) ?? 'null';
}

function percent(byte: number): string {
  return `%${byte.toString(16).padStart(2, '0').toUpperCase()}`;
}

/** Percent-encodes every byte of the text's UTF-8 (a lone surrogate becomes U+FFFD, as in HTTP). */
function encodeUtf8(text: string): string {
  return [...Buffer.from(text, 'utf8')].map(percent).join('');
}

/** Bytes as a URL would carry them, invalid UTF-8 included. */
const rawUrlPart = fc.oneof(
  { weight: 3, arbitrary: nastyText.map(encodeUtf8) },
  {
    weight: 1,
    arbitrary: fc.uint8Array({ maxLength: 12 }).map((b) => [...b].map(percent).join('')),
  },
);

/** Every path to a leaf of a JSON value (array items and object fields). */
function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return [prefix, ...value.flatMap((item, index) => leafPaths(item, [...prefix, index]))];
  }
  if (typeof value === 'object' && value !== null) {
    return [
      ...(prefix.length ? [prefix] : []),
      ...Object.entries(value).flatMap(([key, item]) => leafPaths(item, [...prefix, key])),
    ];
  }
  return [prefix];
}

const HOLE = '\u0000fuzz-hole\u0000';

/** The example as JSON text with the value at `path` replaced by `replacement` (JSON text). */
function replaced(example: unknown, path: (string | number)[], replacement: string): string {
  const copy = structuredClone(example) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (last === undefined) return replacement;
  parent[last] = HOLE;
  return stringify(copy).replace(stringify(HOLE), replacement);
}

interface FuzzRequest {
  method: string;
  url: string;
  /** JSON text. */
  body?: string;
}

function queryString(pairs: [string, string][]): string {
  return pairs.map(([key, value]) => `${key}=${value}`).join('&');
}

function requestArbitrary(
  route: Route,
  example: Example,
  pathValues: string[],
): fc.Arbitrary<FuzzRequest> {
  const pathParam = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...pathValues) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: rawUrlPart },
  );
  const validQuery = Object.entries(example.query ?? {}).map(([key, value]): [string, string] => [
    encodeUtf8(key),
    encodeUtf8(value),
  ]);
  const queryKey = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...route.queryKeys, '_t').map(encodeUtf8) },
    { weight: 1, arbitrary: rawUrlPart },
  );
  const query = fc.oneof(
    fc.constant(validQuery),
    // A valid query with one value replaced, or one more pair.
    fc
      .tuple(queryKey, rawUrlPart)
      .map((pair) => [...validQuery.filter(([key]) => key !== pair[0]), pair]),
    fc.array(fc.tuple(queryKey, rawUrlPart), { maxLength: 4 }),
  );
  const validBody = example.body ?? {};
  const slots = [[], ...leafPaths(validBody)];
  const bodyKey = fc.oneof(
    route.bodyKeys.length ? fc.constantFrom(...route.bodyKeys) : nastyText,
    nastyText,
  );
  const body = fc.oneof(
    { weight: 1, arbitrary: fc.constant(stringify(validBody)) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...slots), nastyJsonText)
        .map(([path, value]) => replaced(validBody, path, value)),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(bodyKey, nastyJsonText)
        .map(([key, value]) => replaced({ ...validBody, [key]: null }, [key], value)),
    },
    { weight: 1, arbitrary: nastyJsonText },
  );
  return fc
    .record({
      params: fc.array(pathParam, { minLength: 3, maxLength: 3 }),
      query,
      body: route.hasBody ? body : fc.constant(undefined),
    })
    .map(({ params, query: pairs, body: payload }) => {
      let index = 0;
      const path = route.path.replace(/\{[^}]+\}/g, () => params[index++] ?? 'x');
      const search = queryString(pairs);
      return {
        method: route.method,
        url: search ? `${path}?${search}` : path,
        ...(payload === undefined ? {} : { body: payload }),
      };
    });
}

let subject: TestApp;
let user: EmulatorUser;
let routes: Route[];
let subscriptionId: string;

/** Valid requests of the routes that take a query or a body, to start the mutations from. */
function examples(): Record<string, Example> {
  const subscription = {
    ...subscriptionBody(),
    metadata: { source: 'fuzz', tags: ['a', 'b'], nested: { level: 1 } },
    filters: { department: 'MINISTERIO' },
  };
  const { typeId: _type, ...change } = subscription;
  return {
    'GET /api/v1/subscriptions': {
      query: { status: 'all', type: 'boe', search: 'bombero', page: '2', limit: '9', sort: 'name' },
    },
    'GET /api/v1/notifications': {
      query: { limit: '20', page: '3', unread: 'true', subscriptionId, entityType: 'boe:document' },
    },
    'GET /api/v1/notifications/activity': { query: { days: '7', tz: 'Europe/Madrid' } },
    'POST /api/v1/subscriptions': { body: subscription },
    'PATCH /api/v1/subscriptions/{id}': { body: { ...change, active: true } },
    'PATCH /api/v1/subscriptions/{id}/toggle': { body: { active: false } },
    'POST /api/v1/subscriptions/{id}/process': {
      body: { subscription_id: subscriptionId, metadata: { from: 'fuzz' }, prompts: ['obras'] },
    },
    'POST /api/v1/subscriptions/{id}/run': { body: { metadata: { from: 'fuzz' } } },
    'POST /api/v1/subscriptions/preview': { body: { typeId: 'boe', prompts: ['vigo', 'obras'] } },
    'POST /api/v1/auth/users/sync': {
      body: {
        uid: user.uid,
        email: user.email,
        displayName: 'Ana Fuzz',
        photoURL: 'https://example.com/ana.png',
      },
    },
    'PATCH /api/v1/users/profile': {
      body: {
        name: 'ana',
        first_name: 'Ana',
        last_name: 'Fuzz',
        bio: 'Hola',
        notification_settings: {
          emailNotifications: true,
          notificationEmail: 'ana@example.com',
          useCustomEmail: false,
          digestTime: '08:00',
        },
      },
    },
  };
}

beforeAll(async () => {
  subject = await createTestApp({ RATE_LIMITS: 'off' });
  user = await signUp();
  await as(subject, user)('POST', '/auth/users/sync', { uid: user.uid, email: user.email });
  subscriptionId = (await createSubscription(subject, user)).id;
  routes = routesOf((await subject.request('GET', '/api/docs/json')).json())
    // Development routes are off unless asked for, and seed the shared Auth emulator's demo account.
    .filter((route) => !route.path.startsWith('/api/dev/') && !route.path.startsWith('/api/docs'))
    // Signing out everywhere refuses the user's token from then on: it goes last.
    .sort((a, b) => Number(a.path.endsWith('/revoke')) - Number(b.path.endsWith('/revoke')));
});
afterAll(() => subject?.close());

async function send(request: FuzzRequest): Promise<HttpResponse> {
  return subject.request(request.method, request.url, {
    headers: {
      ...bearer(user.idToken),
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(request.body === undefined ? {} : { body: request.body }),
  });
}

describe('every endpoint, as a signed-in user', () => {
  it('covers the product routes the api documents', () => {
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(routes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining(Object.keys(examples())),
    );
  });

  it('answers generated paths, queries and bodies without a 5xx, and stays up', async () => {
    const byRoute = examples();
    const pathValues = [subscriptionId, 'boe', 'doga', 'undefined'];
    const failures: string[] = [];
    for (const [index, route] of routes.entries()) {
      const example = byRoute[`${route.method} ${route.path}`] ?? {};
      const result = await fc.check(
        fc.asyncProperty(requestArbitrary(route, example, pathValues), async (request) => {
          const response = await send(request);
          if (response.status >= 500) {
            throw new Error(`${response.status} ${response.text.slice(0, 200)}`);
          }
        }),
        { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
      if (result.failed) {
        const example = inspect(result.counterexample?.[0], {
          breakLength: Infinity,
          maxStringLength: 200,
        });
        failures.push(`${example.slice(0, 400)} → ${String(result.errorInstance)}`);
      }
    }
    expect(failures).toEqual([]);

    expect((await subject.request('GET', '/health')).status).toBe(200);
    // Signing out everywhere refused sign-ins up to the next whole second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const signedInAgain = { ...user, idToken: await signIn(user.email, user.password) };
    const list = await as(subject, signedInAgain)('GET', '/subscriptions');
    expect(list.status).toBe(200);
  });
});
