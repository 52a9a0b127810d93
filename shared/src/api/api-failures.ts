import type { ApiError } from './api-error';

/** What /debug shows of a failed call: the technical detail users are spared. */
export interface ApiFailure {
  at: string;
  method: string;
  path: string;
  status: number;
  code: string;
  message: string;
}

const MAX_KEPT = 20;
const failures: ApiFailure[] = [];

/** Keeps the last `MAX_KEPT` failures, newest first (the browser's network panel has the rest). */
export function recordApiFailure(method: string, path: string, error: ApiError): void {
  const failure: ApiFailure = {
    at: new Date().toISOString(),
    method,
    path,
    status: error.status,
    code: error.code,
    message: error.message,
  };
  failures.unshift(failure);
  failures.length = Math.min(failures.length, MAX_KEPT);
}

export function recentApiFailures(): readonly ApiFailure[] {
  return [...failures];
}

/** Forgets every failure (tests). */
export function clearApiFailures(): void {
  failures.length = 0;
}
