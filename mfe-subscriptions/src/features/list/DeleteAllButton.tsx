import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog, toaster } from '@vigia/shared/ui';
import { errorText, useDeleteAllSubscriptions } from '../../api';
import { TrashIcon } from '../../components/icons';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const t = subscriptionsMessages.deleteAllDialog;
const toasts = subscriptionsMessages.toasts;

/** Deletes every subscription of the user, after a confirmation. */
export function DeleteAllButton({ disabled }: { disabled: boolean }) {
  const [open, setOpen] = useState(false);
  const deleteAll = useDeleteAllSubscriptions();

  const confirm = async () => {
    try {
      const { deletedCount } = await deleteAll.mutateAsync();
      toaster.create({
        type: 'success',
        title: toasts.allDeleted,
        description: toasts.allDeletedCount(deletedCount),
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: toasts.deleteAllFailed,
        description: errorText(error, toasts.deleteAllFailedFallback),
      });
    }
  };

  return (
    <>
      <Button
        variant="outline"
        colorPalette="red"
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <TrashIcon />
        {subscriptionsMessages.list.deleteAll}
      </Button>
      <ConfirmDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t.title}
        message={t.message}
        confirmLabel={t.confirm}
        cancelLabel={t.cancel}
        busyLabel={t.busy}
        onConfirm={confirm}
      />
    </>
  );
}
