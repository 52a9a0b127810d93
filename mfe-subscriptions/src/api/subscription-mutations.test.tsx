import '@vigia/shared/testing/mock-auth';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configureApi } from '@vigia/shared/api';
import type { Subscription, SubscriptionPage } from '@vigia/shared/contracts';
import { apiError, apiSubscription, listBody, ok, stubApi } from '../test';
import { createTestQueryClient, TestProviders } from '../test/renderWithProviders';
import { useCreateSubscription } from './create-subscription';
import { useDeleteAllSubscriptions } from './delete-all-subscriptions';
import { useDeleteSubscription } from './delete-subscription';
import { toListQuery } from './list-params';
import { useProcessSubscription } from './process-subscription';
import { subscriptionKeys } from './query-keys';
import { useToggleSubscription } from './toggle-subscription';
import { useUpdateSubscription } from './update-subscription';

const firstPage = subscriptionKeys.list(toListQuery({ page: 1 }));
const dogaPage = subscriptionKeys.list(toListQuery({ page: 1, type: 'doga' }));

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

function setup() {
  configureApi({ baseUrl: '/api' });
  const client = createTestQueryClient();
  const page: SubscriptionPage = listBody(
    [apiSubscription('s1'), apiSubscription('s2', { active: false })],
    { total: 11 },
  );
  client.setQueryData(firstPage, page);
  client.setQueryData(dogaPage, listBody([]));
  client.setQueryData(subscriptionKeys.detail('s1'), page.subscriptions[0]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders client={client}>{children}</TestProviders>
  );
  return { client, wrapper };
}

const listOf = (client: ReturnType<typeof setup>['client'], key = firstPage) =>
  client.getQueryData<SubscriptionPage>(key);
const ids = (page: SubscriptionPage | undefined) => page?.subscriptions.map((s) => s.id);

describe('useToggleSubscription', () => {
  it('switches the subscription at once in lists and detail, sends PATCH /toggle, then refetches', async () => {
    const { client, wrapper } = setup();
    const answer = deferred<ReturnType<typeof ok>>();
    const api = stubApi({
      'PATCH /v1/subscriptions/s1/toggle': () => answer.promise,
      'GET /v1/subscriptions': ok(listBody([apiSubscription('s1', { active: false })])),
      'GET /v1/subscriptions/s1': ok({ subscription: apiSubscription('s1', { active: false }) }),
    });
    const { result } = renderHook(() => useToggleSubscription(), { wrapper });

    act(() => result.current.mutate({ id: 's1', active: false }));
    await waitFor(() => expect(listOf(client)?.subscriptions[0].active).toBe(false));
    expect(listOf(client)?.subscriptions[0].status).toBe('inactive');
    expect(client.getQueryData<Subscription>(subscriptionKeys.detail('s1'))?.active).toBe(false);
    expect(api.callsTo('PATCH /v1/subscriptions/s1/toggle')[0].body).toEqual({ active: false });

    answer.resolve(ok({ subscription: apiSubscription('s1', { active: false }) }));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(client.getQueryState(firstPage)?.isInvalidated).toBe(true);
    expect(client.getQueryState(subscriptionKeys.stats())).toBeUndefined();
  });

  it('puts everything back when the api refuses', async () => {
    const { client, wrapper } = setup();
    stubApi({ 'PATCH /v1/subscriptions/s1/toggle': apiError(500, 'INTERNAL', 'Boom') });
    const { result } = renderHook(() => useToggleSubscription(), { wrapper });

    act(() => result.current.mutate({ id: 's1', active: false }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Boom');
    expect(listOf(client)?.subscriptions[0].active).toBe(true);
    expect(client.getQueryData<Subscription>(subscriptionKeys.detail('s1'))?.active).toBe(true);
  });
});

describe('useDeleteSubscription', () => {
  it('removes the subscription from the lists at once and lowers the total', async () => {
    const { client, wrapper } = setup();
    const answer = deferred<ReturnType<typeof ok>>();
    stubApi({ 'DELETE /v1/subscriptions/s1': () => answer.promise });
    const { result } = renderHook(() => useDeleteSubscription(), { wrapper });

    act(() => result.current.mutate('s1'));
    await waitFor(() => expect(ids(listOf(client))).toEqual(['s2']));
    expect(listOf(client)?.metadata).toMatchObject({ total: 10, totalPages: 2 });

    answer.resolve({ status: 204 });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    // The deleted subscription's own page is not refetched (it would answer 404).
    expect(client.getQueryState(subscriptionKeys.detail('s1'))?.isInvalidated).toBe(false);
    expect(client.getQueryState(firstPage)?.isInvalidated).toBe(true);
  });

  it('brings the subscription back when the delete fails', async () => {
    const { client, wrapper } = setup();
    stubApi({ 'DELETE /v1/subscriptions/s1': 'network-error' });
    const { result } = renderHook(() => useDeleteSubscription(), { wrapper });

    act(() => result.current.mutate('s1'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(ids(listOf(client))).toEqual(['s1', 's2']);
    expect(listOf(client)?.metadata.total).toBe(11);
  });
});

describe('useCreateSubscription', () => {
  const request = {
    name: 'Ayudas agrarias',
    description: 'Ayudas del DOGA',
    typeId: 'doga',
    prompts: ['ayudas agrarias'],
    frequency: 'daily' as const,
    active: true,
    metadata: {},
  };

  it('shows the new subscription first in the page-1 lists it belongs to', async () => {
    const { client, wrapper } = setup();
    const answer = deferred<ReturnType<typeof ok>>();
    const api = stubApi({ 'POST /v1/subscriptions': () => answer.promise });
    const { result } = renderHook(() => useCreateSubscription(), { wrapper });

    act(() => result.current.mutate(request));
    await waitFor(() => expect(listOf(client)?.subscriptions).toHaveLength(3));
    expect(listOf(client)?.subscriptions[0]).toMatchObject({
      name: 'Ayudas agrarias',
      typeId: 'doga',
    });
    expect(listOf(client, dogaPage)?.subscriptions[0].name).toBe('Ayudas agrarias');
    expect(api.callsTo('POST /v1/subscriptions')[0].body).toEqual({ ...request, type: 'doga' });

    answer.resolve(ok({ subscription: apiSubscription('s9', { ...request, typeId: 'doga' }) }));
    await waitFor(() => expect(result.current.data?.id).toBe('s9'));
  });

  it('takes it out again when creation fails', async () => {
    const { client, wrapper } = setup();
    stubApi({ 'POST /v1/subscriptions': apiError(400, 'VALIDATION_ERROR', 'Invalid body') });
    const { result } = renderHook(() => useCreateSubscription(), { wrapper });

    act(() => result.current.mutate(request));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(ids(listOf(client))).toEqual(['s1', 's2']);
    expect(listOf(client, dogaPage)?.subscriptions).toEqual([]);
  });
});

describe('useUpdateSubscription', () => {
  it('applies the changes at once and rolls them back on failure', async () => {
    const { client, wrapper } = setup();
    const answer = deferred<ReturnType<typeof apiError>>();
    stubApi({ 'PATCH /v1/subscriptions/s1': () => answer.promise });
    const { result } = renderHook(() => useUpdateSubscription(), { wrapper });

    act(() =>
      result.current.mutate({ id: 's1', changes: { prompts: ['nuevo'], frequency: 'immediate' } }),
    );
    await waitFor(() =>
      expect(client.getQueryData<Subscription>(subscriptionKeys.detail('s1'))?.prompts).toEqual([
        'nuevo',
      ]),
    );
    expect(listOf(client)?.subscriptions[0].frequency).toBe('immediate');

    answer.resolve(apiError(500, 'INTERNAL'));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(listOf(client)?.subscriptions[0].prompts).toEqual(['licitaciones de obras públicas']);
    expect(client.getQueryData<Subscription>(subscriptionKeys.detail('s1'))?.frequency).toBe(
      'daily',
    );
  });
});

describe('useDeleteAllSubscriptions', () => {
  it('empties the lists, answers the count, and restores them on failure', async () => {
    const { client, wrapper } = setup();
    stubApi({
      'DELETE /v1/subscriptions/delete-all': ok({
        success: true,
        message: 'Deleted',
        deletedCount: 11,
      }),
    });
    const { result } = renderHook(() => useDeleteAllSubscriptions(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync()).resolves.toEqual({
        deletedCount: 11,
        message: 'Deleted',
      });
    });
    expect(listOf(client)?.subscriptions).toEqual([]);

    const second = setup();
    stubApi({
      'DELETE /v1/subscriptions/delete-all': ok({ success: false, message: 'No', deletedCount: 0 }),
    });
    const { result: failing } = renderHook(() => useDeleteAllSubscriptions(), {
      wrapper: second.wrapper,
    });
    await act(async () => {
      await expect(failing.current.mutateAsync()).rejects.toThrow('No');
    });
    expect(ids(listOf(second.client))).toEqual(['s1', 's2']);
  });
});

describe('useProcessSubscription', () => {
  it('reads the subscription, then posts its prompts, type and metadata to /process', async () => {
    const { wrapper } = setup();
    const api = stubApi({
      'GET /v1/subscriptions/s1': ok({
        subscription: apiSubscription('s1', { prompts: ['a', 'b'], metadata: { k: 1 } }),
      }),
      'POST /v1/subscriptions/s1/process': {
        status: 202,
        body: {
          data: {
            processingId: 'p1',
            subscriptionId: 's1',
            status: 'pending',
            message: 'Started',
          },
        },
      },
    });
    const { result } = renderHook(() => useProcessSubscription(), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync('s1')).resolves.toMatchObject({
        processingId: 'p1',
      });
    });
    expect(api.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v1/subscriptions/s1',
      'POST /v1/subscriptions/s1/process',
    ]);
    expect(api.callsTo('POST /v1/subscriptions/s1/process')[0].body).toEqual({
      subscriptionId: 's1',
      metadata: { k: 1 },
      prompts: ['a', 'b'],
      type: 'boe',
    });
  });
});
