import { useCallback, useEffect, useEffectEvent, useReducer } from 'react';
import type { ProcessingStatus } from '@vigia/shared/contracts';
import { fetchProcessingStatus } from '../../api';
import {
  DEFAULT_STATUS_POLL_INTERVAL_MS,
  MAX_STATUS_POLL_ERRORS,
  MAX_STATUS_POLLS,
  initialPollingState,
  pollingReducer,
} from './polling-state';

export interface ProcessingStatusOptions {
  intervalMs?: number;
  maxPolls?: number;
  /** Polling stops after more failed polls than this. */
  maxErrors?: number;
  /** Called when a poll sees the run completed. */
  onComplete?: (status: ProcessingStatus) => void;
  /** Load the status once on mount (not a poll). */
  loadOnMount?: boolean;
}

export interface ProcessingStatusPolling {
  status: ProcessingStatus;
  isPolling: boolean;
  isChecking: boolean;
  pollCount: number;
  errorCount: number;
  maxPolls: number;
  error: Error | null;
  /** Starts a fresh series of polls (the first at once); also the manual restart. */
  start: () => void;
  stop: () => void;
  /** Stops and forgets the status and the counts. */
  reset: () => void;
  /** One load now, outside the series. */
  check: () => Promise<void>;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/** The processing status of a subscription, polled on demand (spec §3, §4, §9). */
export function useProcessingStatus(
  id: string,
  {
    intervalMs = DEFAULT_STATUS_POLL_INTERVAL_MS,
    maxPolls = MAX_STATUS_POLLS,
    maxErrors = MAX_STATUS_POLL_ERRORS,
    onComplete,
    loadOnMount = true,
  }: ProcessingStatusOptions = {},
): ProcessingStatusPolling {
  const [state, dispatch] = useReducer(pollingReducer, initialPollingState);
  const completed = useEffectEvent((status: ProcessingStatus) => onComplete?.(status));
  const { isPolling, run } = state;

  useEffect(() => {
    if (!id || !loadOnMount) return;
    const controller = new AbortController();
    fetchProcessingStatus(id, controller.signal).then(
      (status) => {
        if (!controller.signal.aborted) dispatch({ type: 'loaded', status });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) dispatch({ type: 'loadFailed', error: asError(error) });
      },
    );
    return () => controller.abort();
  }, [id, loadOnMount]);

  useEffect(() => {
    if (!isPolling || !id) return;
    const limits = { maxPolls, maxErrors };
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;

    // Each poll waits for the previous answer; the reducer ends the series, and this effect's
    // cleanup then cancels the next one.
    const poll = async () => {
      try {
        const status = await fetchProcessingStatus(id, controller.signal);
        if (controller.signal.aborted) return;
        dispatch({ type: 'polled', status, limits });
        if (status.status === 'completed') completed(status);
      } catch (error) {
        if (controller.signal.aborted) return;
        dispatch({ type: 'pollFailed', error: asError(error), limits });
      }
      timer = setTimeout(() => void poll(), intervalMs);
    };
    void poll();

    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id, isPolling, run, intervalMs, maxPolls, maxErrors]);

  const check = useCallback(async () => {
    dispatch({ type: 'checking' });
    try {
      dispatch({ type: 'loaded', status: await fetchProcessingStatus(id) });
    } catch (error) {
      dispatch({ type: 'loadFailed', error: asError(error) });
    }
  }, [id]);

  return {
    status: state.status,
    isPolling,
    isChecking: state.isChecking,
    pollCount: state.polls,
    errorCount: state.errors,
    maxPolls,
    error: state.error,
    start: useCallback(() => dispatch({ type: 'start' }), []),
    stop: useCallback(() => dispatch({ type: 'stop' }), []),
    reset: useCallback(() => dispatch({ type: 'reset' }), []),
    check,
  };
}
