import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { PendingDateChange } from '@camping/domain/booking/booking';
import type { CapacityProblem } from '@camping/domain/booking/capacity';
import {
  customerDateChangeRefusal,
  staffDateChangeRefusal,
} from '@camping/domain/booking/date-change';
import type { DateChangeQuoteRequest } from '@camping/domain/booking/date-change';
import type { StayQuote } from '@camping/domain/catalogue/pricing';
import { closureChoiceRefusal } from '@camping/domain/closures/closure';
import { todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { storedBooking, type StoredBooking } from './booking-transition.ts';
import { ownBooking } from './cancellation.ts';
import { heldStayOf } from './inventory-delta.ts';
import { inventoryRefs, problemIn, type StayInventory } from './stay-capacity.ts';
import {
  datesProblemOf,
  limitsOf,
  loadStayContext,
  quoteChoice,
  stayOf,
  type StayContext,
} from './stay-context.ts';

/** The stays a booking holds: its own, and the new nights of a change waiting for payment. */
export function ownStaysOf(booking: StoredBooking): StayInventory[] {
  return [
    heldStayOf(booking),
    ...(booking.pendingChange ? [heldStayOf(booking.pendingChange)] : []),
  ];
}

/**
 * Who changes a booking's dates: its customer, or staff (any booking, without the 14-day rule); for
 * a closure's move, by the closure's rules instead (closures/closure-choice.ts).
 */
export interface ChangedBy {
  uid: string;
  staff: boolean;
  closure?: true;
}

/** The booking the caller may look at: their own, or any for staff; otherwise not found. */
export function bookingFor(snap: DocumentSnapshot, by: ChangedBy): StoredBooking {
  if (!by.staff) return ownBooking(snap, by.uid);
  if (!snap.exists) {
    throw new HttpsError('not-found', `There is no booking with the reference "${snap.id}".`);
  }
  return storedBooking(snap);
}

/** Refuses a change of this booking's dates now, with why: the customer's rules, or staff's. */
export function refuseChangeOf(booking: StoredBooking, by: ChangedBy, today: IsoDate): void {
  const rule = by.closure
    ? closureChoiceRefusal
    : by.staff
      ? staffDateChangeRefusal
      : customerDateChangeRefusal;
  const refusal = rule(booking, today);
  if (refusal) throw new HttpsError('failed-precondition', refusal, { reason: 'not-changeable' });
}

/**
 * The difference between the new stay's price and the booking's: positive to pay, negative to be
 * refunded, never more than was paid and not yet refunded.
 */
export function differenceOf(booking: StoredBooking, quote: StayQuote): number {
  const paid = (booking.payment?.paidCents ?? 0) - (booking.payment?.refundedCents ?? 0);
  return Math.max(quote.totalCents - booking.totalCents, -Math.max(0, paid));
}

/** A change of one booking as the server quotes it now. */
export interface QuotedChange {
  booking: StoredBooking;
  context: StayContext;
  quote: StayQuote;
  differenceCents: number;
  /** Why the new stay cannot be had (notice, horizon, length; kits or crew), or null. */
  problem: string | null;
  capacity: CapacityProblem | null;
}

/**
 * Reads the booking (the caller's own, or any for staff) and the new choice's catalogue and settings, and quotes the new stay:
 * its price, the difference, and whether it can be had (the booking's own nights counting as free).
 */
export async function quoteChange(
  db: Firestore,
  by: ChangedBy,
  request: DateChangeQuoteRequest,
): Promise<QuotedChange> {
  const today = todayInSydney();
  const booking = bookingFor(await db.doc(bookingDoc(request.bookingId)).get(), by);
  refuseChangeOf(booking, by, today);
  const context = await loadStayContext(db, request);
  const quote = quoteChoice(context, request);
  const differenceCents = differenceOf(booking, quote);
  const datesProblem = datesProblemOf(context, request, today);
  if (datesProblem) {
    return { booking, context, quote, differenceCents, problem: datesProblem, capacity: null };
  }
  const stay = stayOf(context, request);
  const capacity = problemIn(
    stay,
    await db.getAll(...inventoryRefs(db, stay)),
    limitsOf(context),
    ownStaysOf(booking),
  );
  return {
    booking,
    context,
    quote,
    differenceCents,
    problem: capacity?.message ?? null,
    capacity,
  };
}

/** The fields of a booking that a change of dates replaces, from the change. */
export function changedFields(
  change: Omit<PendingDateChange, 'id' | 'differenceCents' | 'holdExpiresAt' | 'by' | 'payment'>,
) {
  return {
    locationId: change.locationId,
    packageId: change.packageId,
    addOns: change.addOns,
    arrival: change.arrival,
    departure: change.departure,
    guests: change.guests,
    totalCents: change.quote.totalCents,
    gstCents: change.quote.gstCents,
    quote: change.quote,
  };
}
