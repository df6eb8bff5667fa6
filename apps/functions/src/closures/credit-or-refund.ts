import { HttpsError } from 'firebase-functions/v2/https';
import { formatAud } from '@camping/domain/catalogue/money';
import type { ClosureChoice } from '@camping/domain/closures/booking-closure';
import { closureChoiceRefusal, closureCreditCents } from '@camping/domain/closures/closure';
import { todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { bookingDoc, voucherDoc } from '@camping/domain/firestore/paths';
import type { VoucherDocument } from '@camping/domain/vouchers/voucher';
import { formatVoucherCode, voucherExpiry } from '@camping/domain/vouchers/voucher';
import { storedBooking, transitionBooking } from '../bookings/booking-transition.ts';
import { settleRefundNowOrBySweep } from '../bookings/settle-refund.ts';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { closureMail } from '../mail/closure-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { paymentProvider } from '../payments/payment-provider.ts';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { recordAudit } from '../staff/audit.ts';
import { newVoucherCode } from '../vouchers/voucher-code.ts';
import { chosen, type Chooser } from './chooser.ts';

/**
 * A credit or a refund for a booking awaiting its closure choice, in one atomic update that reads
 * the booking again and refuses (with the rule's sentence) unless the choice is still open, so of
 * copies sent at once one commits and the rest find it made:
 * - credit: a voucher of kind `credit` for 110% of what was paid, valid 3 years, created in the
 *   same update as the booking becomes `credited` (its kits and crew freed), with its e-mail;
 * - refund: the booking becomes `cancelled` with all it paid marked due to refund, then sent as
 *   cancellations are (settleRefundNowOrBySweep), whose e-mail tells the customer.
 * Staff's choice writes its audit entry in the same update.
 */
export async function creditOrRefund(
  bookingId: string,
  choice: Exclude<ClosureChoice, { kind: 'move' }>,
  chooser: Chooser,
): Promise<void> {
  const ref = db.doc(bookingDoc(bookingId));
  const found = storedBooking(await ref.get());
  const facts = await bookingMailFacts(db, found);
  const dueCents = await atomicUpdate(db, async (update) => {
    const snap = await update.get(ref);
    const booking = storedBooking(snap);
    const today = todayInSydney();
    const refusal = closureChoiceRefusal(booking, today);
    if (refusal) throw new HttpsError('failed-precondition', refusal);
    const paidCents = Math.max(
      0,
      (booking.payment?.paidCents ?? 0) - (booking.payment?.refundedCents ?? 0),
    );
    const who = chooser.staff
      ? `${chooser.staff.call.auth.token.email ?? 'staff'} for the customer. Reason: ${chooser.staff.reason}`
      : 'the customer.';
    let closure;
    if (choice.kind === 'credit') {
      const code = newVoucherCode();
      const voucher: VoucherDocument = {
        kind: 'credit',
        amountCents: closureCreditCents(paidCents),
        balanceCents: closureCreditCents(paidCents),
        currency: 'AUD',
        expiresOn: voucherExpiry(today as IsoDate),
        ownerUid: booking.userId,
        sourceBookingId: booking.id,
        createdAt: new Date().toISOString(),
      };
      update.create(db.doc(voucherDoc(code)), voucher);
      closure = chosen(booking.closure!, choice, chooser, { voucherCode: code });
      transitionBooking(db, update, booking, 'credited', {
        by: chooser.uid,
        note: `Exchanged for a credit of ${formatAud(voucher.amountCents)} (voucher ${formatVoucherCode(code)}) by ${who}`,
        fields: { closure },
      });
      if (facts) {
        const mailFacts = {
          ...facts,
          closure,
          voucher: { code, amountCents: voucher.amountCents, expiresOn: voucher.expiresOn },
        };
        queueMail(db, update, await closureMail('closure-credited', mailFacts));
      }
    } else {
      closure = chosen(booking.closure!, choice, chooser, { refundCents: paidCents });
      transitionBooking(db, update, booking, 'cancelled', {
        by: chooser.uid,
        note: `Refunded in full (${formatAud(paidCents)}) after the closure, as chosen by ${who}`,
        fields: { closure, ...(paidCents ? { 'payment.refundDueCents': paidCents } : {}) },
      });
      // Without a refund to wait for, the e-mail goes now; with one, when it is sent.
      if (!paidCents && facts) {
        queueMail(db, update, await closureMail('closure-refunded', { ...facts, closure }));
      }
    }
    if (chooser.staff) {
      recordAudit(update, chooser.staff.call, {
        action: `staffChooseClosureOption.${choice.kind}`,
        target: bookingDoc(bookingId),
        reason: chooser.staff.reason,
        before: snap.data() ?? null,
        after: {
          ...snap.data(),
          status: choice.kind === 'credit' ? 'credited' : 'cancelled',
          closure,
        },
      });
    }
    return choice.kind === 'refund' ? paidCents : 0;
  });
  if (dueCents > 0) await settleRefundNowOrBySweep(db, paymentProvider(), bookingId);
}
