import { performance } from 'node:perf_hooks';
import type { Dispatcher, Pool } from 'undici';

export interface LoadRequest {
  method: Dispatcher.HttpMethod;
  path: string;
  headers: Record<string, string>;
}

export interface StepResult {
  rate: number;
  seconds: number;
  sent: number;
  /** Answers other than 2xx, and requests that failed or timed out. */
  errors: number;
  /** The first few error answers, to tell what went wrong. */
  errorSamples: string[];
  /** Latency from each request's intended send time to the end of its answer, in ms. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  /** How late the generator itself sent (its own lag, at the 99th percentile), in ms. */
  lagP99: number;
  /** The answers slower than `slowMs`, gathered into bursts (at most SLOW_BURSTS, the worst). */
  slow: SlowBurst[];
}

/** Slow answers to requests due close together: one stall, as the client saw it. */
export interface SlowBurst {
  /** When the first of them was due (wall clock, ISO). */
  at: string;
  /** From the first due to the last due, in ms. */
  spanMs: number;
  answers: number;
  worstMs: number;
}

const SLOW_BURSTS = 10;
/** Slow requests due less than this apart belong to one burst. */
const BURST_GAP_MS = 100;

function burstsOf(slow: readonly { due: number; ms: number }[]): SlowBurst[] {
  const sorted = [...slow].sort((a, b) => a.due - b.due);
  const bursts: (SlowBurst & { last: number; first: number })[] = [];
  for (const { due, ms } of sorted) {
    const current = bursts.at(-1);
    if (current && due - current.last < BURST_GAP_MS) {
      current.last = due;
      current.answers += 1;
      current.worstMs = Math.max(current.worstMs, ms);
    } else {
      bursts.push({ first: due, last: due, at: '', spanMs: 0, answers: 1, worstMs: ms });
    }
  }
  return bursts
    .sort((a, b) => b.worstMs - a.worstMs)
    .slice(0, SLOW_BURSTS)
    .sort((a, b) => a.first - b.first)
    .map(({ first, last, answers, worstMs }) => ({
      at: new Date(performance.timeOrigin + first).toISOString(),
      spanMs: last - first,
      answers,
      worstMs,
    }));
}

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? 0;
}

const ERROR_SAMPLES = 3;

/**
 * An open-loop load: request `i` is due at `start + i / rate` whatever happened to the earlier
 * ones, and its latency counts from that intended time, so a server that falls behind shows its
 * queue in the figures instead of slowing the generator down (no coordinated omission).
 */
export async function runOpenLoop(
  pool: Pool,
  requestAt: (index: number) => LoadRequest,
  {
    rate,
    seconds,
    timeoutMs = 30_000,
    slowMs = 50,
  }: { rate: number; seconds: number; timeoutMs?: number; slowMs?: number },
): Promise<StepResult> {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  const lags: number[] = [];
  const errorSamples: string[] = [];
  const slow: { due: number; ms: number }[] = [];
  let errors = 0;
  const inFlight = new Set<Promise<void>>();

  const fail = (sample: string) => {
    errors += 1;
    if (errorSamples.length < ERROR_SAMPLES) errorSamples.push(sample);
  };

  const answered = (intended: number) => {
    const latency = performance.now() - intended;
    latencies.push(latency);
    if (latency > slowMs) slow.push({ due: intended, ms: latency });
  };

  /**
   * One request through undici's dispatcher with a bare handler: no body stream or promise per
   * request, so the generator, which shares the machine with the api, costs it less CPU.
   */
  const fire = (index: number, intended: number) => {
    const { method, path, headers } = requestAt(index);
    const done = new Promise<void>((resolve) => {
      let statusCode = 0;
      const failed: Buffer[] = [];
      pool.dispatch(
        { method, path, headers, headersTimeout: timeoutMs, bodyTimeout: timeoutMs },
        {
          // undici 7's Pool checks for the handler methods of its first API, so these are they.
          onConnect() {},
          onHeaders(status) {
            statusCode = status;
            return true;
          },
          onData(chunk) {
            if (statusCode < 200 || statusCode >= 300) failed.push(chunk);
            return true;
          },
          onComplete() {
            answered(intended);
            if (statusCode < 200 || statusCode >= 300) {
              const text = Buffer.concat(failed).toString('utf8');
              fail(`${method} ${path} → ${statusCode} ${text.slice(0, 160)}`);
            }
            resolve();
          },
          onError(error) {
            answered(intended);
            fail(`${method} ${path} → ${error.message}`);
            resolve();
          },
        },
      );
    });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const start = performance.now() + 20;
  await new Promise<void>((resolve) => {
    let next = 0;
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        const intended = start + next * interval;
        lags.push(now - intended);
        fire(next, intended);
        next += 1;
      }
      if (next >= total) resolve();
      else setTimeout(tick, Math.max(0, start + next * interval - performance.now()));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
  while (inFlight.size > 0) await Promise.all([...inFlight]);

  latencies.sort((a, b) => a - b);
  lags.sort((a, b) => a - b);
  return {
    rate,
    seconds,
    sent: total,
    errors,
    errorSamples,
    p50: percentile(latencies, 0.5),
    p90: percentile(latencies, 0.9),
    p99: percentile(latencies, 0.99),
    max: latencies.at(-1) ?? 0,
    lagP99: percentile(lags, 0.99),
    slow: burstsOf(slow),
  };
}
