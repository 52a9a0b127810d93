import { useState } from 'react';
import type { Subscription } from '@vigia/shared/contracts';
import { toaster } from '@vigia/shared/ui';
import { useDeleteSubscription } from '../../api';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const toasts = subscriptionsMessages.toasts;

/**
 * The card delete: the dialog lives with the list, not the card, because the card leaves the list
 * as soon as the delete starts (optimistic).
 */
export function useDeleteWithConfirmation() {
  const [target, setTarget] = useState<Subscription | null>(null);
  const { mutateAsync } = useDeleteSubscription();

  const confirm = async () => {
    if (!target) return;
    try {
      await mutateAsync(target.id);
      toaster.create({ type: 'success', title: toasts.deleted });
    } catch {
      toaster.create({
        type: 'error',
        title: toasts.deleteFailed,
        description: toasts.deleteFailedBody,
      });
    }
  };

  return { target, ask: setTarget, close: () => setTarget(null), confirm };
}
