import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toaster } from '@vigia/shared/ui';
import { errorText, useDeleteSubscription } from '../../api';
import { subscriptionPaths } from '../../paths';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const t = subscriptionDetailMessages.detail;

/** 'Eliminar' after confirmation: 'Subscripción eliminada' and back to the list (spec §2, §8). */
export function useDeleteFromDetail(id: string) {
  const [confirming, setConfirming] = useState(false);
  const { mutateAsync } = useDeleteSubscription();
  const navigate = useNavigate();

  const confirm = async () => {
    try {
      await mutateAsync(id);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: t.deleteFailed,
        description: errorText(error, t.deleteFailedFallback),
      });
      return;
    }
    toaster.create({ type: 'success', title: subscriptionsMessages.toasts.deleted });
    navigate(subscriptionPaths.list);
  };

  return {
    confirming,
    ask: () => setConfirming(true),
    close: () => setConfirming(false),
    confirm,
  };
}
