import type { DocumentData } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { formatLongDate } from '@camping/domain/booking/capacity';
import type { DateChangeRequest } from '@camping/domain/booking/date-change';
import type { ClosureChoice } from '@camping/domain/closures/booking-closure';
import { closureChoiceRefusal, movedStay } from '@camping/domain/closures/closure';
import type { ClosureChoiceResponse } from '@camping/domain/closures/closure-requests';
import { todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { voucherDocumentSchema } from '@camping/domain/firestore/documents';
import { bookingDoc, voucherDoc } from '@camping/domain/firestore/paths';
import type { StoredBooking } from '../bookings/booking-transition.ts';
import { changeApplied, dateChangeId, moveBooking } from '../bookings/date-change-moves.ts';
import {
  bookingFor,
  changedFields,
  quoteChange,
  type ChangedBy,
} from '../bookings/date-change-quote.ts';
import { refuseIf } from '../bookings/hold-stay.ts';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import { db } from '../shared/admin.ts';
import { recordAudit } from '../staff/audit.ts';
import { chosen, type Chooser } from './chooser.ts';
import { creditOrRefund } from './credit-or-refund.ts';

const sameChoice = (a: ClosureChoice | undefined, b: ClosureChoice) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

/** What a choice answers, from the booking once it is made (the credit's voucher read by its code). */
async function answerOf(booking: StoredBooking): Promise<ClosureChoiceResponse> {
  const code = booking.closure?.voucherCode;
  const voucherSnap = code ? await db.doc(voucherDoc(code)).get() : null;
  const voucher = voucherSnap?.exists ? voucherDocumentSchema.parse(voucherSnap.data()) : null;
  return {
    bookingId: booking.id,
    status: booking.status,
    voucher:
      code && voucher
        ? { code, amountCents: voucher.amountCents, expiresOn: voucher.expiresOn }
        : null,
  };
}

/**
 * A closure's move through the change of dates' engine: the same package, add-ons and guests for
 * as many nights, to any free dates within the booking rules (another campground too), at no
 * charge and with no refund; in one atomic update the booking takes the new stay, returns to the
 * status it had, and records the choice, with the e-mail and its `.ics` one version on.
 */
async function moveForClosure(
  booking: StoredBooking,
  choice: Extract<ClosureChoice, { kind: 'move' }>,
  chooser: Chooser,
): Promise<void> {
  const closure = booking.closure!;
  const by: ChangedBy = { uid: chooser.uid, staff: Boolean(chooser.staff), closure: true };
  const target = movedStay(
    { arrival: booking.arrival as IsoDate, departure: booking.departure as IsoDate },
    choice,
  );
  const changeId = dateChangeId(booking.id, `closure:${closure.closureId}`);
  const request: DateChangeRequest = {
    bookingId: booking.id,
    ...target,
    packageId: booking.packageId,
    addOns: booking.addOns,
    guests: booking.guests,
    expectedDifferenceCents: 0,
    idempotencyKey: changeId,
  };
  const quoted = await quoteChange(db, by, request);
  if (changeApplied(quoted.booking, changeId)) return;
  refuseIf(quoted.capacity);
  if (quoted.problem) {
    throw new HttpsError('failed-precondition', quoted.problem, { reason: 'dates' });
  }
  const facts = await bookingMailFacts(db, {
    ...quoted.booking,
    ...changedFields({ ...request, quote: quoted.quote }),
  });
  const who = chooser.staff ? (chooser.staff.call.auth.token.email ?? 'staff') : 'the customer';
  const reason = chooser.staff ? ` Reason: ${chooser.staff.reason}` : '';
  await moveBooking(db, {
    by,
    changeId,
    request,
    context: quoted.context,
    quote: quoted.quote,
    differenceCents: 0,
    fromTotalCents: quoted.booking.totalCents,
    facts: facts && { ...facts, sequence: facts.sequence + 1 },
    closure: {
      status: closure.previousStatus,
      fields: { closure: chosen(closure, choice, chooser) },
      note: `Moved after the closure by ${who} from ${formatLongDate(booking.arrival as IsoDate)} to ${formatLongDate(target.arrival)}, at ${quoted.context.location.name}; no difference charged or refunded.${reason}`,
    },
    ...(chooser.staff
      ? {
          staff: {
            name: chooser.staff.call.auth.token.email ?? 'staff',
            reason: chooser.staff.reason,
            audit: (update, before: DocumentData, after: DocumentData) =>
              recordAudit(update, chooser.staff!.call, {
                action: 'staffChooseClosureOption.move',
                target: bookingDoc(booking.id),
                reason: chooser.staff!.reason,
                before,
                after,
              }),
          },
        }
      : {}),
  });
}

/**
 * Applies a closure choice for a booking the chooser may act on (another customer's is not found):
 * refused with a sentence when no choice can be made now or another was made; the same choice
 * again answers what the first did, so a retry or copies sent at once move money once.
 */
export async function applyClosureChoice(
  chooser: Chooser,
  bookingId: string,
  choice: ClosureChoice,
): Promise<ClosureChoiceResponse> {
  const by: ChangedBy = { uid: chooser.uid, staff: Boolean(chooser.staff), closure: true };
  const ref = db.doc(bookingDoc(bookingId));
  const before = bookingFor(await ref.get(), by);
  if (!sameChoice(before.closure?.choice, choice)) {
    try {
      const refusal = closureChoiceRefusal(before, todayInSydney());
      if (refusal) throw new HttpsError('failed-precondition', refusal);
      if (choice.kind === 'move') await moveForClosure(before, choice, chooser);
      else await creditOrRefund(bookingId, choice, chooser);
    } catch (error) {
      // A copy of this call sent at the same time made the same choice first: answer it.
      const now = bookingFor(await ref.get(), by);
      if (!sameChoice(now.closure?.choice, choice)) throw error;
    }
  }
  return answerOf(bookingFor(await ref.get(), by));
}
