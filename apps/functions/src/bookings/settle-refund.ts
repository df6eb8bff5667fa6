import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { decisionReason } from '@camping/domain/booking/booking-outcome';
import { paymentDocumentSchema } from '@camping/domain/firestore/documents';
import { bookingDoc, COLLECTIONS, paymentDoc } from '@camping/domain/firestore/paths';
import { refundSplit } from '@camping/domain/vouchers/voucher-spend';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { bookingMail, type BookingMailKind } from '../mail/booking-mail.ts';
import { closureMail } from '../mail/closure-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { returnToVoucher } from '../vouchers/voucher-spend.ts';
import { storedBooking, type StoredBooking } from './booking-transition.ts';

/**
 * The e-mail of the decision that refunds a booking, whoever sends the refund: a decline or a
 * cancellation, with what staff wrote when they decided (which My Bookings shows too).
 */
function refundMail(booking: StoredBooking): { kind: BookingMailKind; reason?: string } {
  if (booking.payment?.refundDueChangeId) return { kind: 'dates-changed' };
  const kind: BookingMailKind =
    booking.status === 'declined' || booking.status === 'cancelled' ? booking.status : 'refunded';
  const reason = decisionReason(booking);
  return reason ? { kind, reason } : { kind };
}

interface RefundPart {
  paymentIntentId: string;
  amountCents: number;
}

/**
 * What each charge of a booking can still give back, newest first: a booking whose dearer change of
 * dates was paid has two charges, and a card provider refunds no charge beyond its own amount. Refunds
 * name their charge (`refundOf`), except those of the first, which all refunds were before.
 */
async function chargesLeft(
  db: Firestore,
  bookingId: string,
  firstCharge: string,
): Promise<RefundPart[]> {
  const snap = await db.collection(COLLECTIONS.payments).where('bookingId', '==', bookingId).get();
  const payments = snap.docs.map((doc) => paymentDocumentSchema.parse(doc.data()));
  const charges = payments.filter((payment) => payment.kind === 'charge');
  const refunded = (intent: string) =>
    payments
      .filter((p) => p.kind === 'refund' && (p.refundOf ?? firstCharge) === intent)
      .reduce((sum, p) => sum + p.amountCents, 0);
  const left = charges
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())
    .map((charge) => ({
      paymentIntentId: charge.providerId,
      amountCents: charge.amountCents - refunded(charge.providerId),
    }));
  // A booking paid before charges were recorded: its one payment intent.
  return left.length > 0 ? left : [{ paymentIntentId: firstCharge, amountCents: Infinity }];
}

/**
 * A refund as parts no bigger than what each charge has left, newest charge first (the difference of
 * a change before the stay's first payment); what no charge can take goes to the first charge, where
 * the provider refuses it in words rather than it being lost here.
 */
export function splitRefund(dueCents: number, charges: readonly RefundPart[]): RefundPart[] {
  const parts: RefundPart[] = [];
  let left = dueCents;
  for (const charge of charges) {
    const part = Math.min(left, Math.max(charge.amountCents, 0));
    if (part > 0) parts.push({ paymentIntentId: charge.paymentIntentId, amountCents: part });
    left -= part;
  }
  if (left > 0) {
    const first = charges.at(-1)!;
    const existing = parts.find((part) => part.paymentIntentId === first.paymentIntentId);
    if (existing) existing.amountCents += left;
    else parts.push({ paymentIntentId: first.paymentIntentId, amountCents: left });
  }
  return parts;
}

/**
 * Sends the refund a booking is due (`payment.refundDueCents`, set in the same transaction as the
 * decline, cancellation, cheaper change of dates or closure's refund) and records it with the e-mail that tells the
 * customer. The refund's idempotency key is the booking's and its status (or the change's), so
 * running this again (after a failure, by the scheduled sweep) never refunds twice, and the e-mail
 * is the decision's whichever run sends it.
 */
export async function settleRefund(
  db: Firestore,
  provider: Pick<PaymentProvider, 'refund'>,
  bookingId: string,
): Promise<number> {
  const bookingRef = db.doc(bookingDoc(bookingId));
  const booking = storedBooking(await bookingRef.get());
  const due = booking.payment?.refundDueCents ?? 0;
  if (due <= 0 || !booking.payment) return 0;
  // Back the way it came: the voucher's share to the voucher, the rest to the card.
  const { voucherCents, cardCents } = refundSplit(due, booking.payment, booking.voucher);
  const firstCharge = booking.payment.paymentIntentId;
  if (cardCents > 0 && !firstCharge) return 0;
  const { kind, reason } = refundMail(booking);
  const key = booking.payment.refundDueChangeId
    ? `refund-${bookingId}-change-${booking.payment.refundDueChangeId}`
    : `refund-${bookingId}-${booking.status}`;
  const parts =
    cardCents > 0 ? splitRefund(cardCents, await chargesLeft(db, bookingId, firstCharge!)) : [];
  // One refund per charge, in turn: a retry after a failure sends the same parts with the same keys.
  const refunds: { id: string; part: RefundPart }[] = [];
  for (const part of parts) {
    const refund = await provider.refund({
      paymentIntentId: part.paymentIntentId,
      amountCents: part.amountCents,
      bookingId,
      // The first charge keeps the key a refund always had, so one sent before is not sent again.
      key: part.paymentIntentId === firstCharge ? key : `${key}-${part.paymentIntentId}`,
    });
    refunds.push({ id: refund.id, part });
  }
  const facts = await bookingMailFacts(db, booking, { refundCents: due, reason });
  await atomicUpdate(db, async (transaction) => {
    const current = storedBooking(await transaction.get(bookingRef));
    if (!current.payment?.refundDueCents) return;
    for (const { id, part } of refunds) {
      transaction.set(db.doc(paymentDoc(id)), {
        bookingId,
        userId: current.userId,
        kind: 'refund',
        amountCents: part.amountCents,
        currency: 'AUD',
        providerId: id,
        ...(part.paymentIntentId === firstCharge ? {} : { refundOf: part.paymentIntentId }),
        ...(reason ? { reason } : {}),
        createdAt: FieldValue.serverTimestamp(),
      });
    }
    // In the update that settles the refund: a voucher gets its part back once, however often this runs.
    const voucherBack = returnToVoucher(db, transaction, current, voucherCents, key);
    transaction.update(bookingRef, {
      ...voucherBack,
      'payment.refundedCents': current.payment.refundedCents + due,
      'payment.refundDueCents': FieldValue.delete(),
      'payment.refundDueChangeId': FieldValue.delete(),
      updatedAt: new Date().toISOString(),
    });
    if (facts) {
      const mail =
        booking.closure?.choice?.kind === 'refund'
          ? await closureMail('closure-refunded', {
              ...facts,
              closure: booking.closure,
              automatic: booking.closure.chosenBy === 'automatic',
            })
          : await bookingMail(kind, facts);
      queueMail(db, transaction, mail);
    }
  });
  return due;
}

/**
 * Sends a refund just marked due, at once when the payment provider answers; if it does not, what
 * marked it stands and the scheduled sweep sends it (settleDueRefunds).
 */
export async function settleRefundNowOrBySweep(
  db: Firestore,
  provider: Pick<PaymentProvider, 'refund'>,
  bookingId: string,
): Promise<void> {
  try {
    await settleRefund(db, provider, bookingId);
  } catch (error) {
    logger.error('Refund not sent yet; the sweep will retry it.', { bookingId, error });
  }
}
