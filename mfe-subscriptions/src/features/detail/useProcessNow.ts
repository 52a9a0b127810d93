import { useState } from 'react';
import { toaster } from '@vigia/shared/ui';
import { errorText, useProcessSubscription, type ProcessingStatusPolling } from '../../api';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const toasts = subscriptionsMessages.toasts;

export type ProcessState = 'idle' | 'processing' | 'completed';

/**
 * 'Procesar Ahora': asks for a run, then follows it with the status polling. Processing while
 * the request or the polling is under way; completed once the run is.
 */
export function useProcessNow(id: string, polling: ProcessingStatusPolling) {
  const { mutate, isPending } = useProcessSubscription();
  const [following, setFollowing] = useState(false);

  const process = () => {
    setFollowing(false);
    mutate(id, {
      onSuccess: () => {
        setFollowing(true);
        polling.start();
        toaster.create({ type: 'success', title: toasts.processStarted });
      },
      onError: (error) =>
        toaster.create({
          type: 'error',
          title: toasts.processFailed,
          description: errorText(error, toasts.processFailedFallback),
        }),
    });
  };

  let state: ProcessState = 'idle';
  if (isPending || (following && polling.isPolling)) state = 'processing';
  else if (following && polling.status.status === 'completed') state = 'completed';

  return { state, process };
}
