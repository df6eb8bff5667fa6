import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { CapacityProblem } from '@camping/domain/booking/capacity';
import type { CheckoutRequest } from '@camping/domain/booking/checkout';
import type { StayQuote } from '@camping/domain/catalogue/pricing';
import { todayInSydney } from '@camping/domain/dates/calendar';
import type { BookingDocument } from '@camping/domain/firestore/documents';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { customerFindKeys } from '@camping/domain/staff/booking-find';
import { promoUseRefs, takePromoUse } from '../offers/promo-use.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { takeVoucher, voucherToSpend } from '../vouchers/voucher-spend.ts';
import { storedBooking, type StoredBooking } from './booking-transition.ts';
import { adjustInventory, inventoryRefs, problemIn } from './stay-capacity.ts';
import { limitsOf, stayOf, type StayContext } from './stay-context.ts';

/**
 * The booking id of one checkout attempt: the same customer with the same key always gets the same
 * id, so a retry finds the booking it made instead of holding a second stay. Nobody can guess
 * another customer's id from their own key.
 */
export function checkoutBookingId(uid: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${uid}:${idempotencyKey}`).digest('base64url').slice(0, 20);
}

/** Refuses a stay that cannot be held, saying why in words and, for the page, in `details`. */
export function refuseIf(problem: CapacityProblem | null): void {
  if (!problem) return;
  const { message, ...details } = problem;
  throw new HttpsError('failed-precondition', message, details);
}

/** What a commit that kept losing races answers (see atomicUpdate). */
const LOST_RACE = new Set([6, 9]);

/**
 * In one atomic update (shared/atomic-update.ts): checks a kit is free on every night and the crew on both end days, takes them,
 * and creates the booking as `pending_payment` with a hold that ends in 30 minutes; a quote with a
 * promo code's discount takes one of its uses too (PromoRefused when none is left). Answers the
 * existing booking when this attempt already made one.
 */
export async function holdStay(
  db: Firestore,
  hold: {
    uid: string;
    email: string | undefined;
    name: string | undefined;
    request: CheckoutRequest;
    context: StayContext;
    quote: StayQuote;
    now: Date;
  },
): Promise<StoredBooking> {
  const { request, context } = hold;
  const id = checkoutBookingId(hold.uid, request.idempotencyKey);
  const bookingRef = db.doc(bookingDoc(id));
  const stay = stayOf(context, request);
  const spend = voucherToSpend(request);
  const promoCode = hold.quote.discount?.code;
  const promoRefs = promoCode ? promoUseRefs(db, promoCode, hold.uid) : [];
  try {
    return await atomicUpdate(db, async (update) => {
      const [bookingSnap, ...snaps] = await update.getAll(
        bookingRef,
        ...promoRefs,
        ...inventoryRefs(db, stay),
      );
      if (bookingSnap?.exists) return storedBooking(bookingSnap);
      const inventory = snaps.slice(promoRefs.length);
      refuseIf(problemIn(stay, inventory, limitsOf(context)));
      const at = hold.now.toISOString();
      const totalCents = hold.quote.totalCents;
      // The voucher's balance is taken with the kits: of two checkouts spending it, one commits. It
      // is read here, before the first write of this update (the promo's use), as a transaction must.
      const voucher =
        spend && (await takeVoucher(db, update, spend, { bookingId: id, totalCents, at }));
      const promo = promoCode
        ? takePromoUse(db, update, snaps.slice(0, promoRefs.length), {
            code: promoCode,
            uid: hold.uid,
            stay,
            today: todayInSydney(hold.now),
          })
        : {};
      adjustInventory(db, update, stay, 1);
      const booking: BookingDocument = {
        userId: hold.uid,
        locationId: context.location.id,
        packageId: context.campingPackage.id,
        addOns: request.addOns,
        arrival: request.arrival,
        departure: request.departure,
        guests: request.guests,
        status: 'pending_payment',
        totalCents,
        gstCents: hold.quote.gstCents,
        currency: hold.quote.currency,
        holdExpiresAt: new Date(
          hold.now.getTime() + BOOKING_RULES.holdMinutes * 60_000,
        ).toISOString(),
        ...(hold.email ? { email: hold.email } : {}),
        ...(hold.name ? { customerName: hold.name } : {}),
        customerFind: customerFindKeys(hold),
        phone: request.phone,
        notes: request.notes,
        quote: hold.quote,
        ...(voucher ? { voucher } : {}),
        ...promo,
        createdAt: at,
        updatedAt: at,
        history: [{ status: 'pending_payment', at, by: hold.uid }],
      };
      update.create(bookingRef, booking);
      return { id, ...booking };
    });
  } catch (error) {
    if (LOST_RACE.has((error as { code?: number }).code ?? -1)) {
      throw new HttpsError(
        'aborted',
        'Many people are booking these dates right now. Try again in a moment.',
      );
    }
    throw error;
  }
}
