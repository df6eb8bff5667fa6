import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { DateChangeRequest } from '@camping/domain/booking/date-change';
import type { StayQuote } from '@camping/domain/catalogue/pricing';
import { bookingMailFacts } from '../mail/booking-mail-facts.ts';
import type { PricedChange } from './date-change-moves.ts';
import { changedFields, type ChangedBy, type QuotedChange } from './date-change-quote.ts';
import { refuseIf } from './hold-stay.ts';

/** The answer when the difference is not the one the person was shown: nothing changed. */
export interface PriceChanged {
  outcome: 'price-changed';
  quote: StayQuote;
  differenceCents: number;
}

/**
 * The change a customer or staff asked for, at the server's quote: refused (`failed-precondition`)
 * when its stay cannot be had, the new price when it is not the difference shown, else the change
 * ready to move or hold, with the e-mail of the moved booking (its calendar event one version on).
 */
export async function pricedChange(
  db: Firestore,
  quoted: QuotedChange,
  by: ChangedBy,
  changeId: string,
  request: DateChangeRequest,
): Promise<PricedChange | PriceChanged> {
  refuseIf(quoted.capacity);
  if (quoted.problem) {
    throw new HttpsError('failed-precondition', quoted.problem, { reason: 'dates' });
  }
  if (quoted.differenceCents !== request.expectedDifferenceCents) {
    const { quote, differenceCents } = quoted;
    return { outcome: 'price-changed', quote, differenceCents };
  }
  const facts = await bookingMailFacts(db, {
    ...quoted.booking,
    ...changedFields({ ...request, quote: quoted.quote }),
  });
  return {
    by,
    changeId,
    request,
    context: quoted.context,
    quote: quoted.quote,
    differenceCents: quoted.differenceCents,
    fromTotalCents: quoted.booking.totalCents,
    facts: facts && { ...facts, sequence: facts.sequence + 1 },
  };
}
