import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
} from 'firebase-admin/firestore';
import type { BookingStatus } from '@camping/domain/booking/booking';
import type { IsoDate } from '@camping/domain/dates/calendar';
import {
  promoCodeDocumentSchema,
  promoCustomerUsesDocumentSchema,
  type BookingDocument,
} from '@camping/domain/firestore/documents';
import { promoCodeDoc, promoCustomerDoc } from '@camping/domain/firestore/paths';
import type { PromoCodeDocument } from '@camping/domain/offers/promo-code';
import { promoRefusal, type PromoStay } from '@camping/domain/offers/promo-refusal';
import type { AtomicUpdate } from '../shared/atomic-update.ts';

/** The code's document and, for a signed-in customer, their uses of it: read together. */
export function promoUseRefs(
  db: Firestore,
  code: string,
  uid: string | undefined,
): DocumentReference[] {
  return [db.doc(promoCodeDoc(code)), ...(uid ? [db.doc(promoCustomerDoc(code, uid))] : [])];
}

/** What the snapshots of `promoUseRefs` hold: the code (null when there is none) and the uses. */
export function promoUsesOf([promoSnap, usesSnap]: DocumentSnapshot[]): {
  promo: PromoCodeDocument | null;
  customerUses: number;
} {
  return {
    promo: promoSnap?.exists ? promoCodeDocumentSchema.parse(promoSnap.data()) : null,
    customerUses: usesSnap?.exists
      ? promoCustomerUsesDocumentSchema.parse(usesSnap.data()).uses
      : 0,
  };
}

/** The hold found the code no longer applies (the last use went meanwhile): nothing is held. */
export class PromoRefused extends Error {}

/**
 * In the hold's atomic update, after `promoUseRefs` were read in it: checks the code still applies
 * and takes one use, the customer's and, for a code with a total limit only, the code's count (its
 * precondition makes the last use go to one hold). A code without a total limit writes nothing
 * shared, so a rush on it does not queue on one document. Answers the booking's promo fields.
 */
export function takePromoUse(
  db: Firestore,
  update: AtomicUpdate,
  snaps: DocumentSnapshot[],
  use: { code: string; uid: string; stay: PromoStay; today: IsoDate },
): Pick<BookingDocument, 'promoCode' | 'promoCounted'> {
  const { promo, customerUses } = promoUsesOf(snaps);
  const refusal = promoRefusal(promo, use.stay, use.today, customerUses);
  if (refusal) throw new PromoRefused(refusal);
  update.set(
    db.doc(promoCustomerDoc(use.code, use.uid)),
    { uses: customerUses + 1 },
    { merge: true },
  );
  const counted = promo!.totalUses !== undefined;
  if (counted) {
    update.update(db.doc(promoCodeDoc(use.code)), { usedCount: promo!.usedCount + 1 });
  }
  return { promoCode: use.code, promoCounted: counted };
}

/**
 * With a booking's change of status, in the same update: a hold released unpaid (expired, replaced,
 * released, cancelled) gives its promo use back; a late payment that takes the stay again takes it
 * again, whatever the limit (the customer paid the discounted price). A paid booking cancelled
 * later keeps its use.
 */
export function movePromoUse(
  db: Firestore,
  update: AtomicUpdate,
  booking: Pick<BookingDocument, 'promoCode' | 'promoCounted' | 'userId' | 'status'>,
  to: BookingStatus,
): void {
  if (!booking.promoCode) return;
  const released = booking.status === 'pending_payment' && (to === 'expired' || to === 'cancelled');
  const retaken = booking.status === 'expired' && to === 'requested';
  if (!released && !retaken) return;
  const by = FieldValue.increment(released ? -1 : 1);
  update.set(
    db.doc(promoCustomerDoc(booking.promoCode, booking.userId)),
    { uses: by },
    { merge: true },
  );
  if (booking.promoCounted) {
    update.set(db.doc(promoCodeDoc(booking.promoCode)), { usedCount: by }, { merge: true });
  }
}
