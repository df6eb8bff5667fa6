import type { Firestore } from 'firebase-admin/firestore';
import type { CheckoutRequest, QuoteRequest } from '@camping/domain/booking/checkout';
import type { StayQuote } from '@camping/domain/catalogue/pricing';
import { bookingDoc, COLLECTIONS } from '@camping/domain/firestore/paths';
import { normaliseVoucherCode } from '@camping/domain/vouchers/voucher';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { storedBooking, transitionBooking, type StoredBooking } from './booking-transition.ts';

const addOnsKey = (addOns: QuoteRequest['addOns']) =>
  JSON.stringify(
    [...addOns]
      .sort((a, b) => a.addOnId.localeCompare(b.addOnId))
      .map((line) => [line.addOnId, line.quantity]),
  );

/** Whether a booking is of exactly this choice: what is held and priced (not phone or notes). */
function sameChoice(booking: StoredBooking, choice: QuoteRequest): boolean {
  return (
    booking.locationId === choice.locationId &&
    booking.packageId === choice.packageId &&
    booking.arrival === choice.arrival &&
    booking.departure === choice.departure &&
    booking.guests === choice.guests &&
    addOnsKey(booking.addOns) === addOnsKey(choice.addOns)
  );
}

/** Whether a hold spends the voucher the checkout does, for what the page shows it paying. */
function sameVoucher(booking: StoredBooking, request: CheckoutRequest): boolean {
  const code = request.voucherCode === undefined ? null : normaliseVoucherCode(request.voucherCode);
  return (
    (booking.voucher?.code ?? null) === code &&
    (booking.voucher?.cents ?? 0) === (request.expectedVoucherCents ?? 0)
  );
}

/** Releases an unpaid hold the customer is about to make again at the price they now see. */
async function releaseReplacedHold(db: Firestore, bookingId: string): Promise<void> {
  await atomicUpdate(db, async (transaction) => {
    const current = storedBooking(await transaction.get(db.doc(bookingDoc(bookingId))));
    if (current.status === 'pending_payment' && !current.payment?.paidCents) {
      transitionBooking(db, transaction, current, 'cancelled', {
        by: 'system',
        note: 'Replaced by a checkout of the same stay at the new price.',
      });
    }
  });
}

/**
 * The customer's own hold of exactly this choice while it lasts, so coming back to checkout (back
 * from the payment page, a reload, another tab) resumes it instead of holding the stay twice; its
 * phone and notes become the ones just given. A hold of the same choice at another price (the price
 * changed since) is released instead: the customer is holding the stay again at the price they see.
 * Read outside a transaction: two tabs continuing at the same instant may still hold twice, and the
 * second hold expires unpaid.
 */
export async function resumableHold(
  db: Firestore,
  uid: string,
  request: CheckoutRequest,
  quote: StayQuote,
  now: Date,
): Promise<StoredBooking | null> {
  const held = await db
    .collection(COLLECTIONS.bookings)
    .where('userId', '==', uid)
    .where('status', '==', 'pending_payment')
    .get();
  const live = held.docs
    .map(storedBooking)
    .filter(
      (booking) =>
        sameChoice(booking, request) && Date.parse(booking.holdExpiresAt ?? '') > now.getTime(),
    );
  const resumed =
    live.find(
      (booking) => booking.totalCents === quote.totalCents && sameVoucher(booking, request),
    ) ?? null;
  await Promise.all(
    live
      .filter((booking) => booking !== resumed && !booking.payment?.paidCents)
      .map((booking) => releaseReplacedHold(db, booking.id)),
  );
  if (resumed && (resumed.phone !== request.phone || resumed.notes !== request.notes)) {
    await db.doc(bookingDoc(resumed.id)).update({
      phone: request.phone,
      notes: request.notes,
      updatedAt: now.toISOString(),
    });
    return { ...resumed, phone: request.phone, notes: request.notes };
  }
  return resumed;
}
