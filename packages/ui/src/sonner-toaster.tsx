import { TOAST, Z_INDEX } from './tokens.ts';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster } from 'sonner';

// sonner's own phone breakpoint: below it, toasts span the screen.
const PHONE = '(max-width: 600px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * sonner's container, styled to the site: loaded by toaster.tsx with the first toast. On phones the
 * toasts drop in just below the sticky header, so they never cover the header's menu nor a form's
 * button at the foot of the screen that the person is about to press; on larger screens they sit
 * in the bottom right corner, beside the content.
 */
export default function SonnerToaster() {
  const phone = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
  return (
    <Toaster
      position={phone ? 'top-center' : 'bottom-right'}
      mobileOffset={{ top: 'calc(4rem + 0.5rem)', left: '0.75rem', right: '0.75rem' }}
      richColors
      containerAriaLabel="Notifications"
      // sonner sizes toasts from --width and stacks itself above everything by default.
      style={{ '--width': TOAST.maxWidth, zIndex: Z_INDEX.toast } as CSSProperties}
      toastOptions={{
        style: { maxWidth: TOAST.maxWidth },
        closeButtonAriaLabel: 'Close notification',
      }}
    />
  );
}
