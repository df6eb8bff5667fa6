import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { formatAud } from '@camping/domain/catalogue/money';
import type { StaffVoucherRow } from '@camping/domain/vouchers/staff-vouchers';
import { ConfirmDialog } from '@camping/ui/confirm-dialog';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { ReasonField, reasonProblemOf } from '../reason-field.tsx';
import { resendVoucher, voidVoucher } from './vouchers-calls.ts';

export type VoucherAction = 'resend' | 'void';

const ACTIONS = {
  resend: {
    title: 'Send this voucher again?',
    label: 'Send again',
    busyLabel: 'Sending…',
    call: resendVoucher,
    failed: 'We could not send the voucher again. Check your connection and try again.',
  },
  void: {
    title: 'Void this voucher?',
    label: 'Void and refund',
    busyLabel: 'Voiding…',
    call: voidVoucher,
    failed: 'We could not void the voucher. Check your connection and try again.',
  },
} as const;

/** The contract's own sentence (staff-vouchers.ts), said before the server has to. */
const REASON_REQUIRED = 'Give a reason: it goes in the audit log.';

/**
 * How an action names a row's voucher: by its gift order (the list shows no codes), or by the code
 * staff searched, the one case the row has it whole.
 */
const target = (row: StaffVoucherRow) =>
  row.orderId ? { orderId: row.orderId } : { code: row.code };

export interface VoucherActionDialogProps {
  row: StaffVoucherRow;
  action: VoucherAction;
  onDone: (outcome: { refundCents: number }) => void;
  onClose: () => void;
}

/** Asks staff to confirm sending a gift voucher again or voiding it, with a reason for the log. */
export function VoucherActionDialog({ row, action, onDone, onClose }: VoucherActionDialogProps) {
  const { title, label, busyLabel, call, failed } = ACTIONS[action];
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (reason: string) => call({ ...target(row), reason }),
    onSuccess: onDone,
  });

  function submit(form: FormData) {
    const reason = String(form.get('reason') ?? '').trim();
    const problem = reasonProblemOf(reason, REASON_REQUIRED);
    setReasonProblem(problem);
    if (!problem) act.mutate(reason);
  }

  return (
    <ConfirmDialog
      title={title}
      confirmLabel={label}
      busyLabel={busyLabel}
      backLabel="Go back"
      tone={action === 'void' ? 'danger' : 'primary'}
      busy={act.isPending}
      error={act.isError ? spokenMessage(act.error, failed) : null}
      onConfirm={submit}
      onClose={onClose}
    >
      <p className="text-stone-700">
        Voucher <span className="font-mono">{row.code}</span>
        {row.recipient && `, for ${row.recipient.email}`}
      </p>
      {action === 'resend' ? (
        <p>We e-mail the code to the recipient again, as a new e-mail.</p>
      ) : (
        <p>
          It pays for nothing more.{' '}
          {row.balanceCents > 0 ? (
            <>
              The buyer gets <strong>{formatAud(row.balanceCents)}</strong> back to their card, and
              an e-mail saying so.
            </>
          ) : (
            'Nothing is left on it to refund.'
          )}
        </p>
      )}
      <ReasonField
        label="Reason (required)"
        hint="Kept in the audit log with your name."
        required={true}
        problem={reasonProblem}
      />
    </ConfirmDialog>
  );
}
