import { useSyncExternalStore } from 'react';

/**
 * Whether the api answers at all, as the last call saw it: one page-wide state (this module is
 * a federation singleton), so the shell can say 'servicio no disponible' whichever screen's
 * call found the api gone, and clear it when one finds it back.
 */
let available = true;
const listeners = new Set<() => void>();

export function isApiAvailable(): boolean {
  return available;
}

/** Records what a call found; listeners hear only of a change. */
export function reportApiAvailability(reachable: boolean): void {
  if (reachable === available) return;
  available = reachable;
  for (const listener of listeners) listener();
}

export function onApiAvailabilityChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Re-renders when the api goes away or comes back. */
export function useApiAvailable(): boolean {
  return useSyncExternalStore(onApiAvailabilityChange, isApiAvailable, isApiAvailable);
}

/**
 * An answer that came from what stands in front of the api, not from the api: the start
 * command's proxy says SERVICE_UNAVAILABLE; a gateway (a dev server's proxy) answers 502 or 504.
 */
export function isUnavailableAnswer(status: number, body: unknown): boolean {
  if (status === 502 || status === 504) return true;
  if (status !== 503 || typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: { code?: unknown } }).error;
  return error?.code === 'SERVICE_UNAVAILABLE';
}
