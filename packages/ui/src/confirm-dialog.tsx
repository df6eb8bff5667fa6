import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { secondaryButton } from './button-styles.ts';
import { LoadingButton } from './loading-button.tsx';
import { useModalDialog } from './use-modal-dialog.ts';

export interface ConfirmDialogProps {
  /** The question, e.g. "Cancel this booking?". */
  title: string;
  /** What is at stake, and any fields the action needs (read back with `onConfirm`'s form data). */
  children: ReactNode;
  confirmLabel: string;
  /** Said on the confirm button while the action runs, e.g. "Cancelling…". */
  busyLabel: string;
  /** The way back, e.g. "Keep booking". */
  backLabel: string;
  /** `danger` for an action that cannot be undone. */
  tone?: 'primary' | 'danger';
  /** The action is running: the dialog stays open (Escape and the way back wait for it). */
  busy: boolean;
  /** Why the last try failed, announced to screen readers. */
  error?: string | null;
  onConfirm: (form: FormData) => void;
  onClose: () => void;
}

/**
 * A modal question before an action (the browser's own `<dialog>`: focus kept inside, Escape goes
 * back), shown as soon as it is rendered; render it only while the question stands. Focus starts on
 * its first field, or on the way back, never on the action; when it goes, focus goes back to what
 * opened it (useModalDialog).
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  backLabel,
  tone = 'primary',
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const dialog = useModalDialog();
  const back = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    // The browser would start on the first thing that takes focus: the action, when there is no
    // field, and Enter or Space would then do it.
    const field = dialog.current?.querySelector<HTMLElement>('input, select, textarea');
    (field ?? back.current)?.focus();
  }, [dialog]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onConfirm(new FormData(event.currentTarget));
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={headingId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-2xl bg-white p-6 shadow-xl backdrop:bg-stone-900/60"
    >
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <h2 id={headingId} className="text-xl font-bold text-forest-900">
          {title}
        </h2>
        {children}
        {error && <Alert>{error}</Alert>}
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <LoadingButton type="submit" tone={tone} loading={busy} loadingLabel={busyLabel}>
            {confirmLabel}
          </LoadingButton>
          <button
            ref={back}
            type="button"
            onClick={onClose}
            disabled={busy}
            className={secondaryButton}
          >
            {backLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
