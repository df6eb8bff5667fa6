import { formatLongDate } from '../booking/capacity.ts';
import { addDays, daysBetween, type IsoDate } from '../dates/calendar.ts';
import type { PromoCodeFields } from './promo-code.ts';

type PromoRules = Omit<PromoCodeFields, 'discount'> & { usedCount: number };

/** The stay a code is asked for, as the checkout chose it. */
export interface PromoStay {
  arrival: IsoDate;
  departure: IsoDate;
}

function stayDatesSentence(from: IsoDate | undefined, to: IsoDate | undefined): string {
  if (from && to) {
    return `That promo code is for stays between ${formatLongDate(from)} and ${formatLongDate(to)}.`;
  }
  return from
    ? `That promo code is for stays from ${formatLongDate(from)}.`
    : `That promo code is for stays until ${formatLongDate(to!)}.`;
}

/**
 * Why this code does not price this stay, booked on `today` (Sydney) by a customer who has used it
 * `customerUses` times, as a sentence; null when it does. An unknown code and one staff switched off
 * say the same. quoteBooking answers the sentence beside the undiscounted price, startCheckout
 * prices without the code, and the hold checks the uses again in its atomic update.
 */
export function promoRefusal(
  promo: PromoRules | null,
  stay: PromoStay,
  today: IsoDate,
  customerUses: number,
): string | null {
  if (!promo?.active) return 'That promo code is not valid.';
  if (promo.bookFrom && today < promo.bookFrom) {
    return `That promo code starts on ${formatLongDate(promo.bookFrom as IsoDate)}.`;
  }
  if (promo.bookTo && today > promo.bookTo) return 'That promo code has ended.';
  const lastNight = addDays(stay.departure, -1);
  if (
    (promo.stayFrom && stay.arrival < promo.stayFrom) ||
    (promo.stayTo && lastNight > promo.stayTo)
  ) {
    return stayDatesSentence(promo.stayFrom as IsoDate, promo.stayTo as IsoDate);
  }
  if (promo.minNights && daysBetween(stay.arrival, stay.departure) < promo.minNights) {
    return `That promo code is for stays of at least ${promo.minNights} nights.`;
  }
  if (promo.totalUses !== undefined && promo.usedCount >= promo.totalUses) {
    return 'That promo code has been used up.';
  }
  if (promo.usesPerCustomer !== undefined && customerUses >= promo.usesPerCustomer) {
    return 'You have already used that promo code.';
  }
  return null;
}
