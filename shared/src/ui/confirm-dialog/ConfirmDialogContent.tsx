import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { uiMessages } from '../messages';

export interface ConfirmDialogProps {
  open: boolean;
  /** Called when the dialog should close: cancel, Escape, outside click, or after the action. */
  onClose: () => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Shown on the confirm button while the action runs (e.g. 'Eliminando...'). */
  busyLabel?: string;
  /** The action; the dialog shows busy while a returned promise is pending. Report failures here. */
  onConfirm: () => void | Promise<void>;
  /** Delay between the end of the action and closing (the spec's delete dialog: 100 ms). */
  closeDelayMs?: number;
  /** A destructive action gets a red confirm button (default). */
  destructive?: boolean;
}

/** The dialog itself, loaded the first time a ConfirmDialog opens. */
export default function ConfirmDialogContent({
  open,
  onClose,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busyLabel,
  onConfirm,
  closeDelayMs = 100,
  destructive = true,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch {
      // The caller reports its own failures (toast, message); the dialog only closes.
    }
    closeTimer.current = setTimeout(() => {
      setBusy(false);
      onClose();
    }, closeDelayMs);
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open && !busy) onClose();
      }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description asChild>
                <div>{message}</div>
              </Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button
                colorPalette={destructive ? 'red' : 'brand'}
                onClick={() => void confirm()}
                disabled={busy}
                aria-busy={busy}
              >
                {busy && busyLabel ? busyLabel : confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={uiMessages.confirmDialog.close} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
