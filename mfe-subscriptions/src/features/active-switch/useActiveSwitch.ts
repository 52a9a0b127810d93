import type { Subscription } from '@vigia/shared/contracts';
import { toaster } from '@vigia/shared/ui';
import { errorText, useToggleSubscription } from '../../api';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const toasts = subscriptionsMessages.toasts;

/** The Activa/Inactiva switch of a card or the detail applies at once, with its toast (decisions 9). */
export function useActiveSwitch(subscription: Subscription) {
  const { mutate, isPending } = useToggleSubscription();
  const change = (active: boolean) =>
    mutate(
      { id: subscription.id, active },
      {
        onSuccess: () =>
          toaster.create({
            type: 'success',
            title: active ? toasts.activated : toasts.deactivated,
          }),
        onError: (error) =>
          toaster.create({
            type: 'error',
            title: toasts.toggleFailed,
            description: errorText(error, toasts.toggleFailedFallback),
          }),
      },
    );
  return { change, isPending };
}
