import { ConfirmDialog } from '@vigia/shared/ui';
import { subscriptionsMessages } from '../i18n/subscriptions';

const t = subscriptionsMessages.deleteDialog;

export interface DeleteSubscriptionDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<void> | void;
}

/** 'Esta acción no se puede deshacer…': the one confirmation before a subscription is deleted. */
export function DeleteSubscriptionDialog({
  open,
  onClose,
  onConfirm,
}: DeleteSubscriptionDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t.title}
      message={t.message}
      confirmLabel={t.confirm}
      cancelLabel={t.cancel}
      busyLabel={t.busy}
      onConfirm={onConfirm}
    />
  );
}
