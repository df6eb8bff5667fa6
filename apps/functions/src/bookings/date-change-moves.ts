import { createHash } from 'node:crypto';
import {
  FieldValue,
  type DocumentData,
  type Firestore,
  type UpdateData,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { BookingStatus, PendingDateChange } from '@camping/domain/booking/booking';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { formatLongDate } from '@camping/domain/booking/capacity';
import type { DateChangeRequest } from '@camping/domain/booking/date-change';
import { formatAud } from '@camping/domain/catalogue/money';
import type { StayQuote } from '@camping/domain/catalogue/pricing';
import { todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { bookingMail, type BookingMailFacts } from '../mail/booking-mail.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { atomicUpdate, type AtomicUpdate } from '../shared/atomic-update.ts';
import type { BookingEvent, StoredBooking } from './booking-transition.ts';
import {
  bookingFor,
  changedFields,
  ownStaysOf,
  refuseChangeOf,
  type ChangedBy,
} from './date-change-quote.ts';
import { refuseIf } from './hold-stay.ts';
import {
  applyDelta,
  combine,
  heldStayOf,
  moveDelta,
  partOf,
  pendingGainOf,
} from './inventory-delta.ts';
import { inventoryRefs, problemIn } from './stay-capacity.ts';
import { limitsOf, stayOf, type StayContext } from './stay-context.ts';

/** The id of one change of dates: the same customer and key always name the same change. */
export function dateChangeId(uid: string, idempotencyKey: string): string {
  return createHash('sha256')
    .update(`change:${uid}:${idempotencyKey}`)
    .digest('base64url')
    .slice(0, 20);
}

/** Whether this change of dates was already made (its history entry carries its id). */
export const changeApplied = (booking: StoredBooking, changeId: string) =>
  booking.history.some((event) => event.changeId === changeId);

const stayWords = (stay: { arrival: string; departure: string }) =>
  `${formatLongDate(stay.arrival as IsoDate)} to ${formatLongDate(stay.departure as IsoDate)}`;

/** Staff's change of dates: who and why, and its audit entry, written in the move's update. */
export interface StaffMove {
  /** How the history names the staff member: their e-mail address. */
  name: string;
  reason: string;
  audit: (update: AtomicUpdate, before: DocumentData, after: DocumentData) => void;
}

/** A change of dates as the callable priced it: what the booking cost then, the new stay and price. */
export interface PricedChange {
  by: ChangedBy;
  /** Set when staff make the change: a dearer stay is then moved with the difference waived. */
  staff?: StaffMove;
  changeId: string;
  request: DateChangeRequest;
  context: StayContext;
  quote: StayQuote;
  differenceCents: number;
  /** The booking's total when quoted: a booking changed since is not moved at a stale price. */
  fromTotalCents: number;
  /** The e-mail of the moved booking (none for a customer without an address). */
  facts: BookingMailFacts | null;
  /** A closure's move: the status it returns to, the closure's fields and the history's words. */
  closure?: { status: BookingStatus; fields: UpdateData<DocumentData>; note: string };
}

/**
 * Reads the booking and the new stay's inventory in the caller's update and answers the booking if
 * this change may go ahead now (its own nights counting as free), or null when it was made already.
 */
async function readForChange(db: Firestore, update: AtomicUpdate, change: PricedChange) {
  const stay = stayOf(change.context, change.request);
  const [bookingSnap, ...inventory] = await update.getAll(
    db.doc(bookingDoc(change.request.bookingId)),
    ...inventoryRefs(db, stay),
  );
  const booking = bookingFor(bookingSnap!, change.by);
  const data = bookingSnap!.data()!;
  if (changeApplied(booking, change.changeId) || booking.pendingChange?.id === change.changeId) {
    return { booking, data, stay, ready: false };
  }
  refuseChangeOf(booking, change.by, todayInSydney());
  if (booking.totalCents !== change.fromTotalCents) {
    throw new HttpsError(
      'aborted',
      'This booking changed a moment ago. Look at the new difference and try again.',
    );
  }
  refuseIf(problemIn(stay, inventory, limitsOf(change.context), ownStaysOf(booking)));
  return { booking, data, stay, ready: true };
}

/** The history's words for a move: by whom, from and to, and what it does to the money. */
function moveNote(booking: StoredBooking, change: PricedChange): string {
  const refundCents = Math.max(0, -change.differenceCents);
  const dates = `from ${stayWords(booking)} to ${stayWords(change.request)}`;
  const refund = refundCents ? `; ${formatAud(refundCents)} to refund` : '';
  if (!change.staff) return `Dates changed by the customer ${dates}${refund}.`;
  const waived = change.differenceCents > 0 ? `; ${formatAud(change.differenceCents)} waived` : '';
  return `Dates changed by ${change.staff.name} ${dates}${refund}${waived}. Reason: ${change.staff.reason}`;
}

/**
 * A cheaper or equal change (or staff's dearer one, the difference waived): in one atomic update the
 * booking gives back the nights and crew days of its old stay it no longer needs, takes the new
 * ones, and gets the new stay and price, with the difference marked as due to refund (sent by
 * settleRefund, whose e-mail tells the customer; without a refund the e-mail goes now). A change
 * waiting for payment is given up with it; staff's audit entry is written with it. Answers the
 * booking as it was.
 */
export async function moveBooking(db: Firestore, change: PricedChange): Promise<StoredBooking> {
  return atomicUpdate(db, async (update) => {
    const { booking, data, stay, ready } = await readForChange(db, update, change);
    if (!ready) return booking;
    applyDelta(
      db,
      update,
      combine([moveDelta(heldStayOf(booking), stay), 1], [pendingGainOf(booking), -1]),
    );
    const refundCents = Math.max(0, -change.differenceCents);
    const at = new Date().toISOString();
    const event: BookingEvent = {
      status: change.closure?.status ?? booking.status,
      at,
      by: change.by.uid,
      note: change.closure?.note ?? moveNote(booking, change),
      changeId: change.changeId,
    };
    const fields = {
      ...changedFields({ ...change.request, quote: change.quote }),
      ...(change.closure ? { status: change.closure.status, ...change.closure.fields } : {}),
    };
    update.update(db.doc(bookingDoc(booking.id)), {
      ...fields,
      pendingChange: FieldValue.delete(),
      ...(refundCents
        ? { 'payment.refundDueCents': refundCents, 'payment.refundDueChangeId': change.changeId }
        : {}),
      updatedAt: at,
      history: FieldValue.arrayUnion(event),
    });
    if (change.staff) {
      const after: DocumentData = { ...data, ...fields, updatedAt: at };
      delete after.pendingChange;
      after.history = [...booking.history, event];
      if (refundCents) {
        after.payment = {
          ...data.payment,
          refundDueCents: refundCents,
          refundDueChangeId: change.changeId,
        };
      }
      change.staff.audit(update, data, after);
    }
    if (!refundCents && change.facts) {
      queueMail(db, update, await bookingMail('dates-changed', change.facts));
    }
    return booking;
  });
}

/**
 * A dearer change: in one atomic update the new stay's nights and crew days the booking does not
 * hold already are held as its pending change for 30 minutes, the booking itself unchanged (a
 * change it was waiting for before is given up). The difference is paid next; the webhook completes
 * the change. Answers the booking with its pending change.
 */
export async function holdChange(db: Firestore, change: PricedChange): Promise<StoredBooking> {
  return atomicUpdate(db, async (update) => {
    const { booking, stay, ready } = await readForChange(db, update, change);
    if (!ready) return booking;
    applyDelta(
      db,
      update,
      combine([partOf(moveDelta(heldStayOf(booking), stay), 1), 1], [pendingGainOf(booking), -1]),
    );
    const at = new Date();
    const pendingChange: PendingDateChange = {
      id: change.changeId,
      locationId: change.context.location.id,
      packageId: change.context.campingPackage.id,
      addOns: change.request.addOns,
      arrival: change.request.arrival,
      departure: change.request.departure,
      guests: change.request.guests,
      quote: change.quote,
      differenceCents: change.differenceCents,
      holdExpiresAt: new Date(at.getTime() + BOOKING_RULES.holdMinutes * 60_000).toISOString(),
      by: change.by.uid,
    };
    update.update(db.doc(bookingDoc(booking.id)), {
      pendingChange,
      updatedAt: at.toISOString(),
      history: FieldValue.arrayUnion({
        status: booking.status,
        at: at.toISOString(),
        by: change.by.uid,
        note: `Change to ${stayWords(pendingChange)} held while the difference of ${formatAud(change.differenceCents)} is paid.`,
      }),
    });
    return { ...booking, pendingChange };
  });
}

/**
 * Completes a paid change in the caller's update: the booking gives back what only its old stay
 * held and takes the new stay and price; what was paid grows by the difference.
 */
export function completeChange(
  db: Firestore,
  update: AtomicUpdate,
  booking: StoredBooking & { pendingChange: PendingDateChange },
  paidCents: number,
): void {
  const pending = booking.pendingChange;
  applyDelta(db, update, partOf(moveDelta(heldStayOf(booking), heldStayOf(pending)), -1));
  const at = new Date().toISOString();
  const event: BookingEvent = {
    status: booking.status,
    at,
    by: 'stripe',
    note: `Dates changed from ${stayWords(booking)} to ${stayWords(pending)}; ${formatAud(paidCents)} paid.`,
    changeId: pending.id,
  };
  update.update(db.doc(bookingDoc(booking.id)), {
    ...changedFields(pending),
    pendingChange: FieldValue.delete(),
    'payment.paidCents': (booking.payment?.paidCents ?? 0) + paidCents,
    updatedAt: at,
    history: FieldValue.arrayUnion(event),
  });
}

/** Gives up a change waiting for payment in the caller's update: its new nights are free again. */
export function releaseChange(
  db: Firestore,
  update: AtomicUpdate,
  booking: StoredBooking,
  note: string,
): void {
  applyDelta(db, update, combine([pendingGainOf(booking), -1]));
  const at = new Date().toISOString();
  update.update(db.doc(bookingDoc(booking.id)), {
    pendingChange: FieldValue.delete(),
    updatedAt: at,
    history: FieldValue.arrayUnion({ status: booking.status, at, by: 'system', note }),
  });
}
