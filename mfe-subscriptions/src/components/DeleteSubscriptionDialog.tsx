import { subscriptionsMessages } from '@vigia/shared/i18n';
import { ConfirmDialog } from '@vigia/shared/ui';

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
