import type { Booking } from '@camping/domain/booking/booking';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { formatAud } from '@camping/domain/catalogue/money';
import { closureCreditCents } from '@camping/domain/closures/closure';
import { formatVoucherCode } from '@camping/domain/vouchers/voucher';
import { describeStay } from '#app/features/bookings/index.ts';
import { STAFF_STATUS_LABELS } from '../staff-status.ts';

const BY = { customer: 'by the customer', staff: 'by staff', automatic: 'automatically' } as const;

/** Where a booking a closure reached stands, as staff read it on the closure's page. */
export function closureOutcome(booking: Booking): string {
  const { closure } = booking;
  if (!closure) return STAFF_STATUS_LABELS[booking.status];
  const by = closure.chosenBy ? ` ${BY[closure.chosenBy]}` : '';
  switch (closure.choice?.kind) {
    case 'move':
      return `Moved${by} to ${describeStay(booking.arrival, booking.departure)}`;
    case 'credit': {
      const paidCents = booking.payment?.paidCents ?? 0;
      const voucher = closure.voucherCode
        ? `: voucher ${formatVoucherCode(closure.voucherCode)}`
        : '';
      return `Credit of ${formatAud(closureCreditCents(paidCents))}${by}${voucher}`;
    }
    case 'refund': {
      const amount = closure.refundCents === undefined ? '' : ` ${formatAud(closure.refundCents)}`;
      return closure.chosenBy === 'automatic'
        ? `Refunded${amount} automatically: no choice by the deadline`
        : `Refunded${amount}${by}`;
    }
    case undefined:
      return booking.status === 'awaiting_choice'
        ? `Awaiting the customer's choice until ${formatLongDate(closure.deadline)}`
        : STAFF_STATUS_LABELS[booking.status];
  }
}
