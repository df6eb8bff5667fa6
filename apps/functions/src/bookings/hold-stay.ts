import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { CheckoutRequest } from '@camping/domain/booking/checkout';
import type { StayQuote } from '@camping/domain/catalogue/pricing';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { BookingDocument } from '@camping/domain/firestore/documents';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { storedBooking, type StoredBooking } from './booking-transition.ts';
import type { StayContext } from './stay-context.ts';
import { adjustInventory, inventoryRefs, problemIn } from './stay-capacity.ts';

/**
 * The booking id of one checkout attempt: the same customer with the same key always gets the same
 * id, so a retry finds the booking it made instead of holding a second stay. Nobody can guess
 * another customer's id from their own key.
 */
export function checkoutBookingId(uid: string, idempotencyKey: string): string {
  return createHash('sha256').update(`${uid}:${idempotencyKey}`).digest('base64url').slice(0, 20);
}

/**
 * In one transaction: checks a kit is free on every night and the crew on both end days, takes them,
 * and creates the booking as `pending_payment` with a hold that ends in 30 minutes. Answers the
 * existing booking when this attempt already made one.
 */
export async function holdStay(
  db: Firestore,
  hold: {
    uid: string;
    email: string | undefined;
    request: CheckoutRequest;
    context: StayContext;
    quote: StayQuote;
    now: Date;
  },
): Promise<StoredBooking> {
  const { request, context } = hold;
  const id = checkoutBookingId(hold.uid, request.idempotencyKey);
  const bookingRef = db.doc(bookingDoc(id));
  const stay = {
    packageId: context.campingPackage.id,
    arrival: request.arrival as IsoDate,
    departure: request.departure as IsoDate,
  };
  return db.runTransaction(async (transaction) => {
    const [bookingSnap, ...inventory] = await transaction.getAll(
      bookingRef,
      ...inventoryRefs(db, stay),
    );
    if (bookingSnap?.exists) return storedBooking(bookingSnap);
    const problem = problemIn(stay, inventory, {
      kitCount: context.campingPackage.kitCount,
      blackouts: [...context.availability.blackouts, ...context.location.closures],
      availability: context.availability,
    });
    if (problem) {
      const { message, ...details } = problem;
      throw new HttpsError('failed-precondition', message, details);
    }
    adjustInventory(db, transaction, stay, 1);
    const at = hold.now.toISOString();
    const booking: BookingDocument = {
      userId: hold.uid,
      locationId: context.location.id,
      packageId: context.campingPackage.id,
      addOns: request.addOns,
      arrival: request.arrival,
      departure: request.departure,
      guests: request.guests,
      status: 'pending_payment',
      totalCents: hold.quote.totalCents,
      gstCents: hold.quote.gstCents,
      currency: hold.quote.currency,
      holdExpiresAt: new Date(
        hold.now.getTime() + BOOKING_RULES.holdMinutes * 60_000,
      ).toISOString(),
      ...(hold.email ? { email: hold.email } : {}),
      phone: request.phone,
      notes: request.notes,
      quote: hold.quote,
      createdAt: at,
      updatedAt: at,
      history: [{ status: 'pending_payment', at, by: hold.uid }],
    };
    transaction.create(bookingRef, booking);
    return { id, ...booking };
  });
}
