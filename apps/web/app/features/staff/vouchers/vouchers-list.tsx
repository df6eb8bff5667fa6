import { useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { formatAud } from '@camping/domain/catalogue/money';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { staffCustomerPath } from '@camping/domain/site/staff-paths';
import {
  VOUCHER_STATUS_LABELS,
  voucherResendRefusal,
  voucherVoidRefusal,
  type StaffVoucherRow,
} from '@camping/domain/vouchers/staff-vouchers';
import { secondaryButton } from '@camping/ui/button-styles';
import { dangerOutlineButton } from '@camping/ui/danger-button-styles';
import { showToast } from '@camping/ui/toaster';
import { card, textLink } from '#app/shared/styles.ts';
import { formatInstant } from '../format-instant.ts';
import { staffQueryKeys } from '../staff-query-keys.ts';
import { VoucherActionDialog, type VoucherAction } from './voucher-action-dialog.tsx';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-stone-700">{term}</dt>
      <dd className="font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}

/** A gift's e-mail: when it went, or the day it goes. */
function delivery(row: StaffVoucherRow) {
  if (row.sentAt) return `Sent ${formatInstant(new Date(row.sentAt))}`;
  return row.sendOn ? `Due ${formatLongDate(row.sendOn)}` : 'Not sent';
}

/** What the list offers on a row: the domain's rules, as the server applies them. */
function actionsFor(row: StaffVoucherRow): VoucherAction[] {
  const voucher = {
    kind: row.kind,
    voidedAt: row.voidedAt ?? undefined,
    gift: row.sendOn ? { sendOn: row.sendOn, sentAt: row.sentAt ?? undefined } : undefined,
  };
  return [
    ...(voucherResendRefusal(voucher, todayInSydney()) === null ? (['resend'] as const) : []),
    ...(voucherVoidRefusal(voucher) === null ? (['void'] as const) : []),
  ];
}

const PAST_TENSE = {
  resend: () => 'We are e-mailing the voucher to the recipient again.',
  void: (refundCents: number) =>
    refundCents > 0
      ? `Voucher voided. We are refunding ${formatAud(refundCents)} and e-mailing the buyer.`
      : 'Voucher voided. Nothing was left on it to refund.',
};

function VoucherCard({ row }: { row: StaffVoucherRow }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<VoucherAction | null>(null);
  const headingId = useId();
  const actions = actionsFor(row);
  return (
    <article aria-labelledby={headingId} className={`${card} space-y-3 p-4 sm:p-5`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-forest-900">
          <span className="font-mono">{row.code}</span>{' '}
          <span className="text-base font-normal text-stone-700">
            {row.kind === 'gift' ? 'gift' : 'credit'}
          </span>
        </h3>
        <p className="rounded-full bg-sand-100 px-3 py-1 text-sm font-semibold text-forest-900">
          {VOUCHER_STATUS_LABELS[row.status]}
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {row.buyer ? (
          <Fact term="Bought by">
            <Link to={staffCustomerPath(row.buyer.uid)} className={textLink}>
              {row.buyer.name}
            </Link>{' '}
            ({row.buyer.email})
          </Fact>
        ) : (
          row.ownerUid && (
            <Fact term="Customer">
              <Link to={staffCustomerPath(row.ownerUid)} className={textLink}>
                Their page
              </Link>
            </Fact>
          )
        )}
        {row.recipient && (
          <Fact term="For">
            {row.recipient.name} ({row.recipient.email})
          </Fact>
        )}
        <Fact term="Amount">{formatAud(row.amountCents)}</Fact>
        <Fact term="Balance">{formatAud(row.balanceCents)}</Fact>
        <Fact term="Valid to">{formatLongDate(row.expiresOn)}</Fact>
        {row.kind === 'gift' && <Fact term="E-mail">{delivery(row)}</Fact>}
      </dl>
      {row.refundDueCents > 0 && (
        <p className="text-stone-700">
          A refund of {formatAud(row.refundDueCents)} to the buyer’s card is due: we try again every
          few minutes.
        </p>
      )}
      {actions.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {actions.includes('resend') && (
            <button type="button" className={secondaryButton} onClick={() => setOpen('resend')}>
              Resend e-mail
            </button>
          )}
          {actions.includes('void') && (
            <button type="button" className={dangerOutlineButton} onClick={() => setOpen('void')}>
              Void and refund
            </button>
          )}
        </div>
      )}
      {open && (
        <VoucherActionDialog
          row={row}
          action={open}
          onClose={() => setOpen(null)}
          onDone={({ refundCents }) => {
            setOpen(null);
            showToast({ severity: 'success', summary: PAST_TENSE[open](refundCents) });
            void queryClient.invalidateQueries({ queryKey: staffQueryKeys.staffVouchers() });
          }}
        />
      )}
    </article>
  );
}

/** Vouchers as staff see them, each a card (on a phone as on a desk), newest first. */
export function VouchersList({ rows }: { rows: readonly StaffVoucherRow[] }) {
  return (
    <ul className="space-y-3">
      {rows.map((row) => (
        <li key={`${row.orderId ?? row.code}-${row.createdAt}`}>
          <VoucherCard row={row} />
        </li>
      ))}
    </ul>
  );
}
