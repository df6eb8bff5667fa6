import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Z_INDEX } from './tokens.ts';

export interface DialogProps {
  /** The heading that names the dialog, e.g. "Delete your account?". */
  title: string;
  children: ReactNode;
  /** Escape, or the way back the dialog offers: the caller stops rendering it. */
  onClose: () => void;
  /** An action is running: the dialog stays open (Escape waits for it). */
  busy?: boolean;
  /**
   * Form mode, for a dialog that asks for input: its content is one form (posted, never put in the
   * address; validated by the caller's schema, not the browser), and this gets its submit.
   */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** `narrow` for a dialog of one field and its buttons. */
  width?: 'narrow' | 'wide';
}

/** Marks the way back (Cancel, Keep booking…): where focus starts when the dialog has no field. */
export const DIALOG_BACK = { 'data-dialog-back': '' } as const;

const WIDTHS = {
  narrow: 'w-[min(28rem,calc(100vw-2rem))]',
  wide: 'w-[min(32rem,calc(100vw-2rem))]',
};

/**
 * The one modal dialog of the site (Radix): focus kept inside, the page behind hidden from screen
 * readers, Escape goes back, a click beside it does nothing (it would lose what was typed). Shown as
 * soon as it is rendered: render it only while it is open. Focus starts on its first field, else on
 * its way back (DIALOG_BACK), never on an action, which Enter or Space would then do. When it goes,
 * focus goes back to what had it before (the button that opened it), unless something else took it
 * meanwhile or that is gone from the page.
 */
export function Dialog({
  title,
  children,
  onClose,
  busy = false,
  onSubmit,
  width = 'wide',
}: DialogProps) {
  const content = useRef<HTMLDivElement>(null);
  // Read as the dialog first renders, before focus moves into it.
  const [opener] = useState(() =>
    typeof document === 'undefined' ? null : document.activeElement,
  );

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay
          style={{ zIndex: Z_INDEX.overlay }}
          className="fixed inset-0 bg-stone-900/60"
        />
        <RadixDialog.Content
          ref={content}
          aria-describedby={undefined}
          style={{ zIndex: Z_INDEX.modal }}
          onOpenAutoFocus={(event) => {
            const start =
              content.current?.querySelector<HTMLElement>('input, select, textarea') ??
              content.current?.querySelector<HTMLElement>('[data-dialog-back]');
            if (!start) return;
            event.preventDefault();
            start.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const focusLeft = !document.activeElement || document.activeElement === document.body;
            if (!focusLeft || !(opener instanceof HTMLElement) || !opener.isConnected) return;
            opener.focus();
            // A busy button of the dialog below (deleting, asking to log in again) cannot take it
            // back: that dialog does.
            if (document.activeElement !== opener) {
              opener.closest<HTMLElement>('[role="dialog"]')?.focus();
            }
          }}
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          onInteractOutside={(event) => event.preventDefault()}
          className={`fixed top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 text-stone-900 shadow-xl ${WIDTHS[width]}`}
        >
          {onSubmit ? (
            <form method="post" noValidate onSubmit={onSubmit} className="space-y-4">
              <DialogTitle title={title} />
              {children}
            </form>
          ) : (
            <div className="space-y-4">
              <DialogTitle title={title} />
              {children}
            </div>
          )}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

function DialogTitle({ title }: { title: string }) {
  return (
    <RadixDialog.Title className="text-xl font-bold text-forest-900">{title}</RadixDialog.Title>
  );
}
