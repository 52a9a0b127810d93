import { useEffect, useRef } from 'react';
import { toaster } from '@vigia/shared/ui';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const t = subscriptionsMessages.fallback;
export const FALLBACK_TOAST_ID = 'subscriptions-fallback';

export interface ConnectionState {
  isFallback: boolean;
  isLive: boolean;
  /** When the api last answered the list on screen. */
  updatedAt: number;
}

/**
 * Fallback mode's toasts (spec §4): 'Usando datos en caché' stays while cached data is shown;
 * when the api answers again it goes, and 'Conectado al servidor' appears.
 */
export function useConnectionToasts({ isFallback, isLive, updatedAt }: ConnectionState): void {
  const fallbackSince = useRef<number | null>(null);

  useEffect(() => {
    if (isFallback) {
      if (fallbackSince.current !== null) return;
      fallbackSince.current = Date.now();
      toaster.create({
        id: FALLBACK_TOAST_ID,
        type: 'warning',
        title: t.cached,
        description: t.cachedDetail,
        duration: Infinity,
      });
      return;
    }
    if (fallbackSince.current === null) return;
    // A page answered from memory is not the api coming back: only a fresh answer is.
    const reconnected = isLive && updatedAt >= fallbackSince.current;
    if (!reconnected && isLive) return;
    fallbackSince.current = null;
    toaster.dismiss(FALLBACK_TOAST_ID);
    if (reconnected) toaster.create({ type: 'success', title: t.connected });
  }, [isFallback, isLive, updatedAt]);

  useEffect(() => () => toaster.dismiss(FALLBACK_TOAST_ID), []);
}
