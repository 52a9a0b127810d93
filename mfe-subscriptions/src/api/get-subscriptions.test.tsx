import '@vigia/shared/testing/mock-auth';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configureApi } from '@vigia/shared/api';
import type { AuthUser } from '@vigia/shared/auth';
import { apiSubscription, listBody, ok, stubApi } from '../test';
import { createTestQueryClient, TestProviders, testUser } from '../test/renderWithProviders';
import { FALLBACK_REFETCH_MS, useSubscriptionList } from './get-subscriptions';
import type { SubscriptionListParams } from './list-params';
import { persistedCache } from './persisted-cache';

const LIST = 'GET /v1/subscriptions';
const params: SubscriptionListParams = { page: 1, limit: 9, type: 'all' };

function renderList(initial: SubscriptionListParams = params, user: AuthUser = testUser) {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders client={client} user={user}>
      {children}
    </TestProviders>
  );
  return renderHook((props: SubscriptionListParams) => useSubscriptionList(props), {
    wrapper,
    initialProps: initial,
  });
}

beforeEach(() => {
  localStorage.clear();
  configureApi({ baseUrl: '/api' });
});

afterEach(() => jest.useRealTimers());

describe('useSubscriptionList', () => {
  it('asks for the page with only the filters that narrow it', async () => {
    const api = stubApi({ [LIST]: ok(listBody([apiSubscription('s1')])) });
    const { result, rerender } = renderList();
    await waitFor(() => expect(result.current.isLive).toBe(true));
    expect(result.current.data?.subscriptions.map((s) => s.id)).toEqual(['s1']);
    expect(api.requests[0].query.toString()).toBe('page=1&limit=9');

    rerender({ page: 2, limit: 9, search: '  obras ', type: 'other' });
    await waitFor(() => expect(api.requests).toHaveLength(2));
    expect(Object.fromEntries(api.requests[1].query)).toEqual({
      page: '2',
      limit: '9',
      search: 'obras',
      type: 'other',
    });
  });

  it('keeps showing the previous page while the next one loads', async () => {
    let release: () => void = () => undefined;
    stubApi({
      [LIST]: ({ query }) =>
        query.get('page') === '1'
          ? ok(listBody([apiSubscription('s1')], { total: 10 }))
          : new Promise((resolve) => {
              release = () => resolve(ok(listBody([apiSubscription('s10')], { total: 10 })));
            }),
    });
    const { result, rerender } = renderList();
    await waitFor(() => expect(result.current.isLive).toBe(true));
    rerender({ ...params, page: 2 });
    await waitFor(() => expect(result.current.isFetching).toBe(true));
    expect(result.current.data?.subscriptions[0].id).toBe('s1');
    expect(result.current.isLive).toBe(false);
    act(() => release());
    await waitFor(() => expect(result.current.data?.subscriptions[0].id).toBe('s10'));
  });

  it('retries twice, then shows the error when nothing was cached', async () => {
    const api = stubApi({ [LIST]: 'network-error' });
    const { result } = renderList();
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(api.callsTo(LIST)).toHaveLength(3);
    expect(result.current.data).toBeUndefined();
    expect(result.current.isFallback).toBe(false);
  });

  it('falls back to the last page fetched for this user, then recovers', async () => {
    // A first visit fetches and keeps the page.
    const api = stubApi({ [LIST]: ok(listBody([apiSubscription('s1', { name: 'Guardada' })])) });
    const first = renderList();
    await waitFor(() => expect(first.result.current.isLive).toBe(true));
    first.unmount();

    // A later visit (new page load) finds the api down.
    jest.useFakeTimers();
    api.routes[LIST] = 'network-error';
    const { result } = renderList();
    await waitFor(() => expect(result.current.isFallback).toBe(true));
    expect(result.current.data?.subscriptions[0].name).toBe('Guardada');
    expect(result.current.error).not.toBeNull();
    expect(result.current.cachedAt).toEqual(expect.any(Number));

    // Asked again every 30 s; the copy stays while that request is on its way…
    let answer: () => void = () => undefined;
    api.routes[LIST] = () =>
      new Promise((resolve) => {
        answer = () => resolve(ok(listBody([apiSubscription('s2', { name: 'Nueva' })])));
      });
    const calls = api.callsTo(LIST).length;
    await act(async () => {
      await jest.advanceTimersByTimeAsync(FALLBACK_REFETCH_MS);
    });
    expect(api.callsTo(LIST).length).toBeGreaterThan(calls);
    expect(result.current.isFetching).toBe(true);
    expect(result.current.isFallback).toBe(true);
    expect(result.current.data?.subscriptions[0].name).toBe('Guardada');

    // …and when the api answers, the live page replaces it.
    await act(async () => answer());
    await waitFor(() => expect(result.current.isFallback).toBe(false));
    expect(api.callsTo(LIST).length).toBeGreaterThan(calls);
    expect(result.current.isLive).toBe(true);
    expect(result.current.data?.subscriptions[0].name).toBe('Nueva');
  });

  it("never shows another user's copy", async () => {
    persistedCache.save('someone-else', 'subscription-list:{"page":1,"limit":9}', {
      subscriptions: [],
      metadata: { total: 0, page: 1, limit: 9, totalPages: 0 },
    });
    stubApi({ [LIST]: 'network-error' });
    const { result } = renderList();
    await waitFor(() => expect(result.current.error).not.toBeNull());
    expect(result.current.isFallback).toBe(false);
    expect(result.current.data).toBeUndefined();
  });
});
