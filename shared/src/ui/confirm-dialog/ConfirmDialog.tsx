import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogContent';

export type { ConfirmDialogProps } from './ConfirmDialogContent';

// The dialog machinery (focus trap, scroll lock, …) downloads only when a dialog first opens.
const ConfirmDialogContent = lazy(() => import('./ConfirmDialogContent'));

/** Asks the user to confirm an action, then runs it and closes. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogContent {...props} />
    </Suspense>
  );
}
