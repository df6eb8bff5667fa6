import { useEffect, useRef, useState } from 'react';

/**
 * A `<dialog>` shown as a modal as soon as it is rendered: render it only while it is open. It goes
 * by being unmounted, which the browser does not count as closing it, so focus would drop to the page
 * body: it goes back to what had it before the dialog opened (the button that opened it), when that is
 * still on the page. Returns the ref for the `<dialog>`.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read as the dialog first renders, before a field inside it takes focus (autoFocus).
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => {
      // Still on the page: React only rehearsing an unmount (StrictMode). The dialog stays open.
      if (element?.isConnected) return;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);
  return dialog;
}
