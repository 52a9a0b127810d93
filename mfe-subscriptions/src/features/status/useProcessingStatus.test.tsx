import '@vigia/shared/testing/mock-auth';
import { act, renderHook } from '@testing-library/react';
import { configureApi } from '@vigia/shared/api';
import { apiError, ok, stubApi, type StubReply } from '../../test';
import { STATUS_POLL_INTERVAL_MS } from './polling-state';
import { useProcessingStatus, type ProcessingStatusOptions } from './useProcessingStatus';

const STATUS = 'GET /v1/subscriptions/s1/status';

function statusBody(status: string, extra: Record<string, unknown> = {}) {
  return ok({
    status: {
      status,
      error: null,
      last_run_at: '2025-03-01T09:00:00.000Z',
      next_run_at: null,
      processing_id: 'run-1',
      metadata: {},
      ...extra,
    },
  });
}

/** Lets pending fetches settle and runs the timers due within `ms`. */
async function advance(ms = 0) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

function renderPolling(
  replies: StubReply[] | ((call: number) => StubReply),
  options: ProcessingStatusOptions = {},
) {
  let calls = 0;
  const api = stubApi({
    [STATUS]: () => {
      calls += 1;
      return typeof replies === 'function'
        ? replies(calls)
        : (replies[calls - 1] ?? replies[replies.length - 1]);
    },
  });
  const view = renderHook(() =>
    useProcessingStatus('s1', { intervalMs: STATUS_POLL_INTERVAL_MS, ...options }),
  );
  return { api, polls: () => api.callsTo(STATUS).length, ...view };
}

beforeEach(() => {
  jest.useFakeTimers();
  configureApi({ baseUrl: '/api' });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('useProcessingStatus', () => {
  it("is 'unknown' before the first load, then shows the api's status (one load, no polling)", async () => {
    const { result, polls } = renderPolling([statusBody('pending')]);
    expect(result.current.status.status).toBe('unknown');
    await advance();
    expect(result.current.status.status).toBe('pending');
    expect(result.current.isPolling).toBe(false);
    await advance(60_000);
    expect(polls()).toBe(1);
  });

  it('defaults to polling every 5 s when no interval is given', async () => {
    const api = stubApi({ [STATUS]: statusBody('processing') });
    const { result } = renderHook(() => useProcessingStatus('s1', { loadOnMount: false }));
    act(() => result.current.start());
    await advance();
    expect(api.callsTo(STATUS)).toHaveLength(1);
    await advance(4_999);
    expect(api.callsTo(STATUS)).toHaveLength(1);
    await advance(1);
    expect(api.callsTo(STATUS)).toHaveLength(2);
  });

  it('polls at once and then every 3 s, and stops when the run completes, calling back', async () => {
    const onComplete = jest.fn();
    const { result, polls } = renderPolling(
      (call) => statusBody(call < 4 ? 'processing' : 'completed'),
      { loadOnMount: false, onComplete },
    );
    act(() => result.current.start());
    await advance();
    expect(polls()).toBe(1);
    expect(result.current.isPolling).toBe(true);
    await advance(STATUS_POLL_INTERVAL_MS - 1);
    expect(polls()).toBe(1);
    await advance(1);
    expect(polls()).toBe(2);
    await advance(2 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(4);
    expect(result.current.status.status).toBe('completed');
    expect(result.current.isPolling).toBe(false);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ status: 'completed' }));
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(4);
  });

  it('stops when the run fails, keeping its error and not calling back', async () => {
    const onComplete = jest.fn();
    const { result, polls } = renderPolling(
      [statusBody('processing'), statusBody('failed', { error: 'Fuente caída' })],
      { loadOnMount: false, onComplete },
    );
    act(() => result.current.start());
    await advance(STATUS_POLL_INTERVAL_MS);
    expect(result.current.status).toMatchObject({ status: 'failed', error: 'Fuente caída' });
    expect(result.current.isPolling).toBe(false);
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(2);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('stops after 12 polls when the run never ends', async () => {
    const { result, polls } = renderPolling([statusBody('processing')], { loadOnMount: false });
    act(() => result.current.start());
    await advance(11 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(12);
    expect(result.current.pollCount).toBe(12);
    expect(result.current.isPolling).toBe(false);
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(12);
  });

  it('goes on through 5 failed polls and stops at the 6th', async () => {
    const { result, polls } = renderPolling(
      (call) => (call <= 6 ? apiError(500, 'INTERNAL', 'Caído') : statusBody('processing')),
      { loadOnMount: false },
    );
    act(() => result.current.start());
    await advance(4 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(5);
    expect(result.current.errorCount).toBe(5);
    expect(result.current.isPolling).toBe(true);
    expect(result.current.error?.message).toBe('Caído');
    await advance(STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(6);
    expect(result.current.errorCount).toBe(6);
    expect(result.current.isPolling).toBe(false);
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(6);
  });

  it('counts failed polls in all, not in a row', async () => {
    const { result, polls } = renderPolling(
      (call) => (call % 2 === 1 ? apiError(503, 'INTERNAL', 'Caído') : statusBody('processing')),
      { loadOnMount: false },
    );
    act(() => result.current.start());
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(11);
    expect(result.current.errorCount).toBe(6);
    expect(result.current.isPolling).toBe(false);
  });

  it('stops on demand, and restarts with fresh counts', async () => {
    const { result, polls } = renderPolling([statusBody('processing')], { loadOnMount: false });
    act(() => result.current.start());
    await advance(2 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(3);
    act(() => result.current.stop());
    expect(result.current.isPolling).toBe(false);
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(3);

    act(() => result.current.start());
    await advance();
    expect(result.current.pollCount).toBe(1);
    await advance(11 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(15);
    expect(result.current.isPolling).toBe(false);
  });

  it("resets to 'unknown', stopping the polls", async () => {
    const { result, polls } = renderPolling([statusBody('processing')], { loadOnMount: false });
    act(() => result.current.start());
    await advance();
    expect(result.current.status.status).toBe('processing');
    act(() => result.current.reset());
    expect(result.current.status.status).toBe('unknown');
    expect(result.current.isPolling).toBe(false);
    expect(result.current.pollCount).toBe(0);
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(1);
  });

  it('checks once on demand without starting the polls', async () => {
    const { result, polls } = renderPolling([statusBody('completed')], { loadOnMount: false });
    await act(async () => {
      await result.current.check();
    });
    expect(result.current.status.status).toBe('completed');
    expect(result.current.isPolling).toBe(false);
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(1);
  });

  it('stops polling when unmounted', async () => {
    const { result, polls, unmount } = renderPolling([statusBody('processing')], {
      loadOnMount: false,
    });
    act(() => result.current.start());
    await advance();
    unmount();
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(polls()).toBe(1);
  });
});
