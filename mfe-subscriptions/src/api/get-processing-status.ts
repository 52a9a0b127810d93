import { queryOptions, useQuery, useQueryClient, type QueryState } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { apiRequest } from '@vigia/shared/api';
import { processingStatusResponseSchema, type ProcessingStatus } from '@vigia/shared/contracts';
import { subscriptionPath } from './get-subscription';
import { subscriptionKeys } from './query-keys';

/** Spec §4, §9: a run is polled every 3 s, at most 12 times, and given up after more than 5 failures. */
export const STATUS_POLL_INTERVAL_MS = 3_000;
export const MAX_STATUS_POLLS = 12;
export const MAX_STATUS_POLL_ERRORS = 5;

/** What the panel shows before the first answer. */
export const UNKNOWN_PROCESSING_STATUS: ProcessingStatus = {
  status: 'unknown',
  error: null,
  lastRunAt: null,
  nextRunAt: null,
  processingId: null,
  metadata: {},
};

/** `GET /v1/subscriptions/{id}/status`: the latest run. */
export async function getProcessingStatus(
  id: string,
  signal?: AbortSignal,
): Promise<ProcessingStatus> {
  const { data } = await apiRequest('GET', `${subscriptionPath(id)}/status`, {
    schema: processingStatusResponseSchema,
    signal,
  });
  return data.status;
}

export function processingStatusQueryOptions(id: string) {
  return queryOptions({
    queryKey: subscriptionKeys.status(id),
    queryFn: ({ signal }) => getProcessingStatus(id, signal),
    // Each poll counts, failed ones too (spec §4): no retries between them.
    retry: false,
  });
}

const isRunning = (status: ProcessingStatus | undefined) =>
  status?.status === 'pending' || status?.status === 'processing';

/** A series of polls: the query's answer and failure counts when it began, and how it ended. */
interface PollSeries {
  answers: number;
  failures: number;
  ended: boolean;
  /** When the poll that saw the run completed answered (it ended the series). */
  completedAt?: number;
}

type StatusState = Pick<
  QueryState<ProcessingStatus, Error>,
  'data' | 'dataUpdateCount' | 'errorUpdateCount'
>;

/**
 * Where a series stands: polls and failed polls since it began, and whether it is over (a poll saw
 * the run pending or processing no more, or it reached 12 polls, or more than 5 failed).
 */
export function seriesProgress(state: StatusState | undefined, series: PollSeries) {
  const answers = (state?.dataUpdateCount ?? 0) - series.answers;
  const failures = (state?.errorUpdateCount ?? 0) - series.failures;
  const polls = answers + failures;
  const over =
    (answers > 0 && !isRunning(state?.data)) ||
    polls >= MAX_STATUS_POLLS ||
    failures > MAX_STATUS_POLL_ERRORS;
  return { polls, failures, over };
}

export interface ProcessingStatusPolling {
  /** 'unknown' until the first answer. */
  status: ProcessingStatus;
  isPolling: boolean;
  /** A load outside the series is under way. */
  isChecking: boolean;
  pollCount: number;
  maxPolls: number;
  /** The last failed load or poll; cleared by the next answer. */
  error: Error | null;
  /** Starts a fresh series of polls, the first at once (after 'Procesar Ahora'; 'Reanudar'). */
  start: () => void;
  stop: () => void;
  /** Stops and forgets the status and the counts. */
  reset: () => void;
  /** One load now, outside the series. */
  check: () => void;
}

/**
 * The processing status of a subscription (spec §3, §4, §9): loaded once, then polled every 3 s
 * by react-query while the run is pending or processing — from the first load, or from `start`.
 * `onComplete` is called when a poll sees the run completed.
 */
export function useProcessingStatus(
  id: string,
  { onComplete }: { onComplete?: (status: ProcessingStatus) => void } = {},
): ProcessingStatusPolling {
  const client = useQueryClient();
  const key = useMemo(() => subscriptionKeys.status(id), [id]);
  const [series, setSeries] = useState<PollSeries | null>(null);
  const [checking, setChecking] = useState(false);
  const [firstLoadSeen, setFirstLoadSeen] = useState(false);
  const active = series !== null && !series.ended ? series : null;

  const query = useQuery({
    ...processingStatusQueryOptions(id),
    enabled: Boolean(id),
    refetchInterval: (current) =>
      active && !seriesProgress(current.state, active).over ? STATUS_POLL_INTERVAL_MS : false,
    refetchIntervalInBackground: true,
    // Every answer counts as a poll, even one equal to the last: render on each.
    notifyOnChangeProps: 'all',
  });

  const newSeries = (): PollSeries => {
    const current = client.getQueryState(key);
    return {
      answers: current?.dataUpdateCount ?? 0,
      failures: current?.errorUpdateCount ?? 0,
      ended: false,
    };
  };
  // A run already under way when the status first loads is followed from there.
  if (!firstLoadSeen && query.isFetched) {
    setFirstLoadSeen(true);
    if (isRunning(query.data)) setSeries(newSeries());
  }
  const progress = active ? seriesProgress(client.getQueryState(key), active) : undefined;
  if (active && progress?.over) {
    const sawCompleted = progress.polls > progress.failures && query.data?.status === 'completed';
    setSeries({
      ...active,
      ended: true,
      completedAt: sawCompleted ? query.dataUpdatedAt : undefined,
    });
  }

  const completed = useEffectEvent(() => {
    if (query.data) onComplete?.(query.data);
  });
  const completedAt = series?.completedAt;
  useEffect(() => {
    if (completedAt !== undefined) completed();
  }, [completedAt]);

  return {
    status: query.data ?? UNKNOWN_PROCESSING_STATUS,
    isPolling: progress !== undefined && !progress.over,
    isChecking: checking,
    pollCount: progress?.polls ?? 0,
    maxPolls: MAX_STATUS_POLLS,
    error: query.error,
    start: () => {
      setSeries(newSeries());
      void query.refetch();
    },
    stop: () => setSeries(null),
    reset: () => {
      setSeries(null);
      void client.cancelQueries({ queryKey: key, exact: true });
      client.setQueryData(key, UNKNOWN_PROCESSING_STATUS);
    },
    check: () => {
      setChecking(true);
      void query.refetch().finally(() => setChecking(false));
    },
  };
}
