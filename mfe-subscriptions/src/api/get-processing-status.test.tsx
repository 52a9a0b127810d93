import '@vigia/shared/testing/mock-auth';
import { notifyManager } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { configureApi } from '@vigia/shared/api';
import { apiError, ok, stubApi, type StubReply } from '../test';
import { createTestQueryClient, TestProviders } from '../test/renderWithProviders';
import {
  MAX_STATUS_POLLS,
  STATUS_POLL_INTERVAL_MS,
  useProcessingStatus,
} from './get-processing-status';

const STATUS = 'GET /v1/subscriptions/s1/status';

function statusBody(status: string, extra: Record<string, unknown> = {}) {
  return ok({
    status: {
      status,
      error: null,
      lastRunAt: '2025-03-01T09:00:00.000Z',
      nextRunAt: null,
      processingId: 'run-1',
      metadata: {},
      ...extra,
    },
  });
}

// react-query tells its observers on a 0 ms timer, which fake timers run 1 ms later: told at
// once instead, every poll falls exactly on the 3 s grid.
notifyManager.setScheduler(queueMicrotask);

/**
 * Lets pending fetches settle and runs the timers due within `ms`, rendering as it goes, as a page
 * would (an `act` around it would hold every render until the end), then settles.
 */
async function advance(ms = 0) {
  await jest.advanceTimersByTimeAsync(ms);
  await act(async () => {});
}

/** The hook with the api answering `replies` (the first is the load when it mounts). */
function renderStatus(
  replies: StubReply[] | ((call: number) => StubReply),
  onComplete = jest.fn(),
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
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders client={client}>{children}</TestProviders>
  );
  const view = renderHook(() => useProcessingStatus('s1', { onComplete }), { wrapper });
  return { api, onComplete, calls: () => api.callsTo(STATUS).length, ...view };
}

beforeEach(() => {
  jest.useFakeTimers();
  configureApi({ baseUrl: '/api' });
});
afterEach(() => {
  jest.useRealTimers();
});

describe('useProcessingStatus', () => {
  it("is 'unknown' before the first load, then the api's status; a finished run is not polled", async () => {
    const { result, calls } = renderStatus([statusBody('completed')]);
    expect(result.current.status.status).toBe('unknown');
    await advance();
    expect(result.current.status.status).toBe('completed');
    expect(result.current.isPolling).toBe(false);
    await advance(60_000);
    expect(calls()).toBe(1);
  });

  it('follows a run already pending when it loads: every 3 s until it completes, calling back once', async () => {
    const { result, calls, onComplete } = renderStatus([
      statusBody('pending'),
      statusBody('processing'),
      statusBody('completed'),
    ]);
    await advance();
    expect(result.current.status.status).toBe('pending');
    expect(result.current.isPolling).toBe(true);
    await advance(STATUS_POLL_INTERVAL_MS - 1);
    expect(calls()).toBe(1);
    await advance(1);
    expect(calls()).toBe(2);
    expect(result.current.status.status).toBe('processing');
    await advance(STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(3);
    expect(result.current.status.status).toBe('completed');
    expect(result.current.isPolling).toBe(false);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith(expect.objectContaining({ status: 'completed' }));
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(3);
  });

  it('starts a series at once on demand (Procesar Ahora), then polls every 3 s', async () => {
    const { result, calls, onComplete } = renderStatus((call) =>
      statusBody(call === 1 ? 'completed' : call < 4 ? 'processing' : 'completed'),
    );
    await advance();
    act(() => result.current.start());
    await advance();
    expect(calls()).toBe(2);
    expect(result.current.isPolling).toBe(true);
    expect(result.current.pollCount).toBe(1);
    await advance(2 * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(4);
    expect(result.current.isPolling).toBe(false);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('stops when the run fails, keeping its error and not calling back', async () => {
    const { result, calls, onComplete } = renderStatus([
      statusBody('processing'),
      statusBody('failed', { error: 'Fuente caída' }),
    ]);
    await advance();
    await advance(STATUS_POLL_INTERVAL_MS);
    expect(result.current.status).toMatchObject({ status: 'failed', error: 'Fuente caída' });
    expect(result.current.isPolling).toBe(false);
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(2);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('stops after 12 polls when the run never ends', async () => {
    const { result, calls } = renderStatus([statusBody('processing')]);
    await advance();
    await advance((MAX_STATUS_POLLS - 1) * STATUS_POLL_INTERVAL_MS);
    expect(result.current.pollCount).toBe(MAX_STATUS_POLLS - 1);
    expect(result.current.isPolling).toBe(true);
    await advance(STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(1 + MAX_STATUS_POLLS);
    expect(result.current.isPolling).toBe(false);
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(1 + MAX_STATUS_POLLS);
  });

  it('goes on through 5 failed polls and stops at the 6th', async () => {
    const { result, calls } = renderStatus((call) =>
      call > 1 && call <= 7 ? apiError(500, 'INTERNAL', 'Caído') : statusBody('processing'),
    );
    await advance();
    await advance(5 * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(6);
    expect(result.current.isPolling).toBe(true);
    expect(result.current.error?.message).toBe('Caído');
    expect(result.current.status.status).toBe('processing');
    await advance(STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(7);
    expect(result.current.isPolling).toBe(false);
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(7);
  });

  it('counts failed polls in all, not in a row', async () => {
    const { result, calls } = renderStatus((call) =>
      call > 1 && call % 2 === 0 ? apiError(503, 'INTERNAL', 'Caído') : statusBody('processing'),
    );
    await advance();
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(11);
    expect(result.current.isPolling).toBe(true);
    // The 11th poll is the 6th failure: the series ends.
    await advance(STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(12);
    expect(result.current.isPolling).toBe(false);
  });

  it('stops on demand, and restarts with fresh counts', async () => {
    const { result, calls } = renderStatus([statusBody('processing')]);
    await advance();
    await advance(2 * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(3);
    act(() => result.current.stop());
    expect(result.current.isPolling).toBe(false);
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(3);

    act(() => result.current.start());
    await advance();
    expect(result.current.pollCount).toBe(1);
    await advance((MAX_STATUS_POLLS - 1) * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(3 + MAX_STATUS_POLLS);
    expect(result.current.isPolling).toBe(false);
  });

  it("resets to 'unknown', stopping the polls", async () => {
    const { result, calls } = renderStatus([statusBody('processing')]);
    await advance();
    expect(result.current.status.status).toBe('processing');
    act(() => result.current.reset());
    expect(result.current.status.status).toBe('unknown');
    expect(result.current.isPolling).toBe(false);
    expect(result.current.pollCount).toBe(0);
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(1);
  });

  it('checks once on demand without starting the polls, and without calling back', async () => {
    const { result, calls, onComplete } = renderStatus([
      statusBody('failed'),
      statusBody('completed'),
    ]);
    await advance();
    act(() => result.current.check());
    expect(result.current.isChecking).toBe(true);
    await advance();
    expect(result.current.isChecking).toBe(false);
    expect(result.current.status.status).toBe('completed');
    expect(result.current.isPolling).toBe(false);
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(2);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('stops polling when unmounted', async () => {
    const { calls, unmount } = renderStatus([statusBody('processing')]);
    await advance();
    unmount();
    await advance(10 * STATUS_POLL_INTERVAL_MS);
    expect(calls()).toBe(1);
  });
});
