import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { toaster } from './toaster';

// Chakra's toast region (its state machines, ~8 KB gzip) downloads with the page's first toast.
const ToastRegion = lazy(() => import('./ToastRegion'));

const hasToasts = () => toaster.getVisibleToasts().length > 0;
const noToastsOnServer = () => false;
// The store tells its subscribers about a toast just before it holds it: look once it does.
const onToast = (changed: () => void) => toaster.subscribe(() => queueMicrotask(changed));

/**
 * Renders the page's toasts (one per page, mounted by AppProviders). The region mounts when the
 * first toast is created and shows it, and every later one, as the toaster's store holds them.
 */
export function Toaster() {
  const showing = useSyncExternalStore(onToast, hasToasts, noToastsOnServer);
  const [mounted, setMounted] = useState(showing);
  if (showing && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
