import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastMessage } from './toast-message.ts';
import { TOAST } from './tokens.ts';

// Toasts are rare; sonner (and its styles) load with the first one, not with every page. Toasts shown
// before sonner's container mounts are replayed to it when it subscribes.
const SonnerToaster = lazy(() => import('./sonner-toaster.tsx'));

let toastShown = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const SEVERITY_TO_SONNER = {
  info: 'info',
  warn: 'warning',
  error: 'error',
  success: 'success',
} as const;

/**
 * Shows a toast (spec section 3): gone after `life` ms (default 3000) unless `sticky`, with a close
 * button when `closable` (default); hovering the toasts pauses their timers.
 */
export function showToast({
  severity,
  summary,
  detail,
  life = TOAST.defaultLifeMs,
  sticky = false,
  closable = true,
}: ToastMessage): void {
  if (!toastShown) {
    toastShown = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast }) =>
    toast[SEVERITY_TO_SONNER[severity]](summary, {
      description: detail,
      duration: sticky ? Number.POSITIVE_INFINITY : life,
      closeButton: closable,
    }),
  );
}

/** Where toasts appear: render once, near the root of the app. */
export function Toaster() {
  const needed = useSyncExternalStore(
    subscribe,
    () => toastShown,
    () => false,
  );
  return needed ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null;
}
