import { useSyncExternalStore, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { TOAST, Z_INDEX } from './tokens.ts';

// sonner's own phone breakpoint: below it, toasts span the screen.
const PHONE = '(max-width: 600px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/**
 * sonner's container, styled to the site (its typeface, a close button big enough to hit): loaded
 * by toaster.tsx with the first toast. On phones the
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
      // sonner sizes toasts from --width, stacks itself above everything and sets the system font
      // by default.
      style={
        { '--width': TOAST.maxWidth, zIndex: Z_INDEX.toast, fontFamily: 'inherit' } as CSSProperties
      }
      toastOptions={{
        style: { maxWidth: TOAST.maxWidth },
        closeButtonAriaLabel: 'Close notification',
        // sonner's close button is 20 px and straddles the top left corner: here it is a 28 px
        // target (WCAG 2.5.8 asks 24) in the top right corner, inside the toast, whose text keeps
        // clear of it. `!` outranks sonner's own stylesheet.
        classNames: {
          toast: 'has-[[data-close-button]]:pr-12!',
          closeButton: 'top-2! right-2! left-auto! size-7! transform-none!',
        },
      }}
    />
  );
}
