import { useCallback, useState } from 'react';
import type { Subscription } from '@vigia/shared/contracts';
import { toaster } from '@vigia/shared/ui';
import { errorText, useProcessSubscription } from '../../api';
import type { ProcessState } from './SubscriptionCard';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const toasts = subscriptionsMessages.toasts;

/** The per-card process flags, kept by the list so they survive paging (spec §4). */
export function useProcessStates() {
  const processSubscription = useProcessSubscription();
  const { mutateAsync } = processSubscription;
  const [states, setStates] = useState<Record<string, ProcessState>>({});

  const setState = (id: string, state: ProcessState) =>
    setStates((current) => ({ ...current, [id]: state }));

  const process = useCallback(
    (subscription: Subscription) => {
      setState(subscription.id, 'processing');
      mutateAsync(subscription.id).then(
        () => {
          setState(subscription.id, 'completed');
          toaster.create({ type: 'success', title: toasts.processStarted });
        },
        (error: unknown) => {
          setState(subscription.id, 'idle');
          toaster.create({
            type: 'error',
            title: toasts.processFailed,
            description: errorText(error, toasts.processFailedFallback),
          });
        },
      );
    },
    [mutateAsync],
  );

  const stateOf = (id: string): ProcessState => states[id] ?? 'idle';
  return { stateOf, process };
}
