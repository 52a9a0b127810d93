/** Who is asking, for the bulletins' operators. */
export const USER_AGENT = 'Vigia/0.1 (avisos de boletines oficiales; una consulta cada vez)';

export interface FetchSummaryOptions {
  timeoutMs?: number;
  /** Further tries after the first, on 5xx answers and network errors. */
  retries?: number;
  /** Wait before the first retry; doubled on each one. */
  backoffMs?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
}

/** A summary that could not be fetched after every try. */
export class SummaryFetchError extends Error {
  override name = 'SummaryFetchError';
}

const queues = new Map<string, Promise<unknown>>();

/** Runs `task` after every earlier task of the same host: one request at a time per source. */
function oneAtATime<T>(host: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(host) ?? Promise.resolve();
  const next = previous.then(task, task);
  queues.set(
    host,
    next.catch(() => undefined),
  );
  return next;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The text of a daily summary, or null when the source says there is none for that day (404: no
 * bulletin on Sundays, holidays, …). Retries with backoff on 5xx answers, timeouts and network
 * errors; other answers fail at once.
 */
export async function fetchSummary(
  url: string,
  {
    timeoutMs = 20_000,
    retries = 3,
    backoffMs = 1_000,
    fetchImpl = fetch,
    sleep = wait,
  }: FetchSummaryOptions = {},
): Promise<string | null> {
  return oneAtATime(new URL(url).host, async () => {
    let lastProblem = '';
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      if (attempt > 0) await sleep(backoffMs * 2 ** (attempt - 1));
      try {
        const response = await fetchImpl(url, {
          headers: {
            'User-Agent': USER_AGENT,
            Accept: 'application/json, application/rss+xml, */*',
          },
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (response.status === 404) return null;
        if (response.ok) return await response.text();
        lastProblem = `HTTP ${response.status}`;
        if (response.status < 500) break;
      } catch (error) {
        lastProblem = error instanceof Error ? error.message : String(error);
      }
    }
    throw new SummaryFetchError(`could not fetch ${url}: ${lastProblem}`);
  });
}
