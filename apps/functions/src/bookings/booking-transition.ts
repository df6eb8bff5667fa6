import {
  FieldValue,
  type DocumentSnapshot,
  type Firestore,
  type UpdateData,
} from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { canTransition, type BookingStatus } from '@camping/domain/booking/booking';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { bookingDocumentSchema, type BookingDocument } from '@camping/domain/firestore/documents';
import { bookingDoc } from '@camping/domain/firestore/paths';
import { movePromoUse } from '../offers/promo-use.ts';
import type { AtomicUpdate } from '../shared/atomic-update.ts';
import { releaseHoldVoucher } from '../vouchers/voucher-spend.ts';
import { applyDelta, combine, heldStayOf, holdingDelta, pendingGainOf } from './inventory-delta.ts';
import { adjustInventory, inventoryChange } from './stay-capacity.ts';

export type StoredBooking = BookingDocument & { id: string };
export type BookingEvent = BookingDocument['history'][number];

/** A booking document read back, checked against its schema. */
export function storedBooking(snap: DocumentSnapshot): StoredBooking {
  return { id: snap.id, ...bookingDocumentSchema.parse(snap.data()) };
}

export interface TransitionOptions {
  /** The uid of whoever made the change, or `system` / `stripe`. */
  by: string;
  note?: string;
  /** Other fields changed with the status. */
  fields?: UpdateData<BookingDocument>;
}

/**
 * Moves a booking to `to` in the caller's transaction, through BOOKING_TRANSITIONS only, with a
 * history entry. Leaving the statuses that hold a stay frees its kits and crew; entering them takes
 * them again, so a caller that does so must have checked there is room (`problemIn`) in the same
 * transaction; a hold released unpaid gives its promo code's use back. Answers the history entry it
 * added.
 */
export function transitionBooking(
  db: Firestore,
  transaction: AtomicUpdate,
  booking: StoredBooking,
  to: BookingStatus,
  options: TransitionOptions,
): BookingEvent {
  if (!canTransition(booking.status, to)) {
    throw new HttpsError(
      'failed-precondition',
      `This booking is ${booking.status.replace('_', ' ')} and cannot become ${to.replace('_', ' ')}.`,
    );
  }
  const change = inventoryChange(booking.status, to);
  const pendingGain = change === -1 ? pendingGainOf(booking) : new Map<string, number>();
  if (pendingGain.size > 0) {
    // A change of dates waiting for payment is given up with the stay, in one write per document.
    applyDelta(
      db,
      transaction,
      combine([holdingDelta(heldStayOf(booking)), -1], [pendingGain, -1]),
    );
  } else if (change !== 0) {
    adjustInventory(
      db,
      transaction,
      {
        packageId: booking.packageId,
        arrival: booking.arrival as IsoDate,
        departure: booking.departure as IsoDate,
      },
      change,
    );
  }
  // The one place a hold gives its kits back: an unpaid one gives its voucher back with them.
  const voucherBack = change === -1 ? releaseHoldVoucher(db, transaction, booking) : {};
  movePromoUse(db, transaction, booking, to);
  const at = new Date().toISOString();
  const event: BookingEvent = {
    status: to,
    at,
    by: options.by,
    ...(options.note ? { note: options.note } : {}),
  };
  transaction.update(db.doc(bookingDoc(booking.id)), {
    ...options.fields,
    ...voucherBack,
    ...(change === -1 && booking.pendingChange ? { pendingChange: FieldValue.delete() } : {}),
    status: to,
    updatedAt: at,
    history: FieldValue.arrayUnion(event),
  });
  return event;
}
