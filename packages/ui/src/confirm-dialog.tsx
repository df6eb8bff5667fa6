import type { FormEvent, ReactNode } from 'react';
import { Alert } from './alert.tsx';
import { secondaryButton } from './button-styles.ts';
import { Dialog, DIALOG_BACK } from './dialog.tsx';
import { LoadingButton } from './loading-button.tsx';

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
 * A question before an action: the Dialog in form mode, with the action and the way back. Render it
 * only while the question stands; focus starts on its first field or on the way back (Dialog).
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
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onConfirm(new FormData(event.currentTarget));
  }

  return (
    <Dialog title={title} busy={busy} onSubmit={submit} onClose={onClose}>
      {children}
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-col gap-3 sm:flex-row-reverse">
        <LoadingButton type="submit" tone={tone} loading={busy} loadingLabel={busyLabel}>
          {confirmLabel}
        </LoadingButton>
        <button
          {...DIALOG_BACK}
          type="button"
          onClick={onClose}
          disabled={busy}
          className={secondaryButton}
        >
          {backLabel}
        </button>
      </div>
    </Dialog>
  );
}
