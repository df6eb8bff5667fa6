import { TOAST, Z_INDEX } from './tokens.ts';
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/** sonner's container, styled to the site: loaded by toaster.tsx with the first toast. */
export default function SonnerToaster() {
  return (
    <Toaster
      position="bottom-right"
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
