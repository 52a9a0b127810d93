import {
  inputMessages,
  MAX_PAGE,
  REQUEST_MAX_DEPTH,
  UNKNOWN_TIME_ZONE,
} from '@vigia/shared/contracts';
import { insertNotifications } from '../src/features/notifications/repository';
import { signUp, type EmulatorUser } from './helpers/firebase-emulator';
import type { HttpResponse } from './helpers/http';
import {
  as,
  createSubscription,
  errorOf,
  issueMessages,
  subscriptionBody,
} from './helpers/subscriptions';
import { bearer, createTestApp, type TestApp } from './helpers/test-app';

// Issue 22, problem 3: each of these answered 500 (the database refused the value, or a
// recursive walk overflowed the stack). Each is now a 400 VALIDATION_ERROR saying what is wrong.

let subject: TestApp;
let user: EmulatorUser;
beforeAll(async () => {
  subject = await createTestApp();
  user = await signUp();
  await as(subject, user)('POST', '/auth/users/sync', { uid: user.uid, email: user.email });
});
afterAll(() => subject?.close());

function expectRefused(response: HttpResponse, message: string): void {
  expect(response.status).toBe(400);
  expect(errorOf(response).code).toBe('VALIDATION_ERROR');
  expect(issueMessages(response)).toContain(message);
}

/** A JSON body as text: values too deep for JSON.stringify, or escapes it would not write. */
function sendRaw(method: string, path: string, json: string): Promise<HttpResponse> {
  return subject.request(method, `/api/v1${path}`, {
    headers: { ...bearer(user.idToken), 'content-type': 'application/json' },
    body: json,
  });
}

describe('NUL bytes', () => {
  it('are refused in every stored string: subscription, profile, sign-in sync', async () => {
    const call = as(subject, user);
    const { controlCharacters } = inputMessages;
    expectRefused(
      await call('POST', '/subscriptions', subscriptionBody({ name: 'Obras\u0000' })),
      controlCharacters,
    );
    expectRefused(
      await call('POST', '/subscriptions', subscriptionBody({ metadata: { note: 'a\u0000b' } })),
      controlCharacters,
    );
    expectRefused(await call('PATCH', '/users/profile', { bio: 'hola\u0000' }), controlCharacters);
    expectRefused(
      await call('POST', '/auth/users/sync', {
        uid: user.uid,
        email: user.email,
        displayName: 'Ana\u0000',
      }),
      controlCharacters,
    );
  });

  it('are refused in query values and path parameters', async () => {
    const call = as(subject, user);
    const { controlCharacters } = inputMessages;
    expectRefused(await call('GET', '/subscriptions?search=a%00b'), controlCharacters);
    expectRefused(await call('GET', '/subscriptions?type=%00'), controlCharacters);
    expectRefused(await call('GET', '/notifications?entityType=%00'), controlCharacters);
    expectRefused(await call('GET', '/subscriptions/types/a%00b'), controlCharacters);
    expect((await call('GET', '/subscriptions?search=obras')).status).toBe(200);
  });
});

describe('lone surrogates', () => {
  it('are refused in prompts and in metadata, keys included', async () => {
    const { invalidUnicode } = inputMessages;
    const body = JSON.stringify(subscriptionBody()).replace(
      '"oposiciones bombero"',
      '"oposiciones \\ud800bombero"',
    );
    expectRefused(await sendRaw('POST', '/subscriptions', body), invalidUnicode);
    expectRefused(
      await sendRaw(
        'POST',
        '/subscriptions/preview',
        '{"typeId":"boe","prompts":["vigo \\udfff"]}',
      ),
      invalidUnicode,
    );
    const metadata = JSON.stringify(subscriptionBody()).replace(
      /}$/,
      ',"metadata":{"\\ud801":"x"}}',
    );
    expectRefused(await sendRaw('POST', '/subscriptions', metadata), invalidUnicode);
    const emoji = await as(subject, user)(
      'POST',
      '/subscriptions',
      subscriptionBody({ name: 'Obras 🚧' }),
    );
    expect(emoji.status).toBe(201);
  });
});

describe('deep nesting', () => {
  it('metadata nested 5,000 levels is refused, on create and edit', async () => {
    const deep = `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`;
    const create = JSON.stringify(subscriptionBody()).replace(/}$/, `,"metadata":${deep}}`);
    expectRefused(
      await sendRaw('POST', '/subscriptions', create),
      inputMessages.tooDeep(REQUEST_MAX_DEPTH),
    );
    const subscription = await createSubscription(subject, user);
    expectRefused(
      await sendRaw('PATCH', `/subscriptions/${subscription.id}`, `{"metadata":${deep}}`),
      inputMessages.tooDeep(REQUEST_MAX_DEPTH),
    );
    const nine = `${'{"a":'.repeat(9)}1${'}'.repeat(9)}`;
    expectRefused(
      await sendRaw('PATCH', `/subscriptions/${subscription.id}`, `{"metadata":${nine}}`),
      inputMessages.tooDeep(8),
    );
    expect((await subject.request('GET', '/health')).status).toBe(200);
  });
});

describe('pagination', () => {
  it('refuses ?page=1e20 and pages past bigint; the last page allowed answers', async () => {
    const call = as(subject, user);
    for (const path of ['/subscriptions', '/notifications']) {
      expectRefused(await call('GET', `${path}?page=1e20`), inputMessages.pageTooLarge);
      expectRefused(
        await call('GET', `${path}?page=9223372036854775808`),
        inputMessages.pageTooLarge,
      );
      expect((await call('GET', `${path}?page=${MAX_PAGE}`)).status).toBe(200);
    }
  });
});

describe('time zones', () => {
  it("are checked against the database's list: US/Pacific-New is refused", async () => {
    const call = as(subject, user);
    // Days are only counted in the zone when there is something to count.
    await insertNotifications(subject.database.db, user.uid, [{ title: 'Aviso' }]);
    expect(
      Intl.DateTimeFormat('en', { timeZone: 'US/Pacific-New' }).resolvedOptions(),
    ).toBeTruthy();
    const refused = await call('GET', '/notifications/activity?tz=US/Pacific-New');
    expectRefused(refused, UNKNOWN_TIME_ZONE);
    expect((await call('GET', '/notifications/activity?tz=America/New_York')).status).toBe(200);
  });
});
