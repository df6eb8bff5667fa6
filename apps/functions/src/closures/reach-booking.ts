import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { formatLongDate } from '@camping/domain/booking/capacity';
import type { BookingClosure } from '@camping/domain/closures/booking-closure';
import { affectedByClosure, closureDeadline, hasNightIn } from '@camping/domain/closures/closure';
import type { ClosureDocument } from '@camping/domain/closures/closure-document';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { bookingDoc } from '@camping/domain/firestore/paths';
import {
  storedBooking,
  transitionBooking,
  type StoredBooking,
} from '../bookings/booking-transition.ts';
import { applyDelta, combine, pendingGainOf } from '../bookings/inventory-delta.ts';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { closureMail } from '../mail/closure-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';

/** What a closure did to one booking: asked its customer to choose, released its hold, or nothing. */
export type Reached = 'asked' | 'released' | null;

/**
 * Brings one booking into a closure in one atomic update, re-read there so a payment, a
 * cancellation or a change of dates that lands meanwhile is seen: a hold awaiting payment expires
 * (its nights free, a payment that still comes is refunded by the webhook since the nights are
 * closed); a paid booking awaits its customer's choice until the deadline, keeping its kits (a
 * change of dates it was waiting to be paid for is given up). Each e-mail is queued in the same
 * update. A booking already in this closure is left alone, so closing again changes nothing.
 */
export async function reachBooking(
  db: Firestore,
  found: StoredBooking,
  closure: ClosureDocument & { id: string },
  today: IsoDate,
): Promise<Reached> {
  const facts = await bookingMailFacts(db, found);
  return atomicUpdate(db, async (update) => {
    const booking = storedBooking(await update.get(db.doc(bookingDoc(found.id))));
    const stay = { arrival: booking.arrival as IsoDate, departure: booking.departure as IsoDate };
    if (
      booking.closure?.closureId === closure.id ||
      !affectedByClosure(booking.status) ||
      !booking.locationId ||
      !closure.locationIds.includes(booking.locationId) ||
      !hasNightIn(stay, closure.firstNight as IsoDate, closure.lastNight as IsoDate)
    ) {
      return null;
    }
    const part: BookingClosure = {
      closureId: closure.id,
      firstNight: closure.firstNight,
      lastNight: closure.lastNight,
      reason: closure.reason,
      deadline: closureDeadline(today, stay.arrival),
      previousStatus: booking.status as BookingClosure['previousStatus'],
    };
    const mailFacts = facts && { ...facts, closure: part };
    if (booking.status === 'pending_payment') {
      transitionBooking(db, update, booking, 'expired', {
        by: closure.createdBy,
        note: `Hold released: the campground is closed. Reason: ${closure.reason}`,
        fields: { closure: part },
      });
      if (mailFacts) queueMail(db, update, await closureMail('hold-released', mailFacts));
      return 'released';
    }
    if (booking.pendingChange) applyDelta(db, update, combine([pendingGainOf(booking), -1]));
    transitionBooking(db, update, booking, 'awaiting_choice', {
      by: closure.createdBy,
      note: `The campground is closed; the customer chooses by ${formatLongDate(part.deadline)}. Reason: ${closure.reason}`,
      fields: {
        closure: part,
        ...(booking.pendingChange ? { pendingChange: FieldValue.delete() } : {}),
      },
    });
    if (mailFacts) queueMail(db, update, await closureMail('closure-notice', mailFacts));
    return 'asked';
  });
}
