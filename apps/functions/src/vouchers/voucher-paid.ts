import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { formatVoucherCode } from '@camping/domain/vouchers/voucher';
import {
  storedBooking,
  transitionBooking,
  type StoredBooking,
} from '../bookings/booking-transition.ts';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { bookingMail } from '../mail/booking-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';

/** A hold its voucher pays in full: no card, nothing to pay on a payment page. */
export const paidInFullByVoucher = (booking: StoredBooking) =>
  booking.voucher !== undefined && booking.voucher.cents === booking.totalCents;

/**
 * A hold its voucher paid in full becomes `requested` as a paid one does (the same transition,
 * history and e-mail), with the payment recorded as the voucher's. Again changes nothing.
 */
export async function requestPaidByVoucher(db: Firestore, held: StoredBooking): Promise<void> {
  const ref = db.doc(bookingDoc(held.id));
  const facts = await bookingMailFacts(db, held);
  await atomicUpdate(db, async (update) => {
    const booking = storedBooking(await update.get(ref));
    if (booking.status !== 'pending_payment' || !paidInFullByVoucher(booking)) return;
    transitionBooking(db, update, booking, 'requested', {
      by: 'system',
      note: `Paid in full by voucher ${formatVoucherCode(booking.voucher!.code)}.`,
      fields: {
        payment: { method: 'voucher', paidCents: booking.totalCents, refundedCents: 0 },
        holdExpiresAt: FieldValue.delete(),
      },
    });
    if (facts) queueMail(db, update, await bookingMail('received', facts));
  });
}
