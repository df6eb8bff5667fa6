import type { Firestore } from 'firebase-admin/firestore';
import type { QuoteRequest } from '@camping/domain/booking/checkout';
import type { StayQuote } from '@camping/domain/catalogue/pricing';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { discountedQuote } from '@camping/domain/offers/promo-discount';
import { promoRefusal } from '@camping/domain/offers/promo-refusal';
import { promoUseRefs, promoUsesOf } from './promo-use.ts';

/** A quote priced with the promo code asked for, or without it and the sentence saying why. */
export type PromoPriced = { quote: StayQuote; promoProblem?: string };

/**
 * The quote of a choice with its promo code, when it names one. Read outside any transaction, and
 * without the customer's own uses: the hold counts them in its atomic update, where the customer's
 * hold of this very stay (coming back from the payment page) is resumed rather than counted twice.
 */
export async function pricedWithPromo(
  db: Firestore,
  quote: StayQuote,
  choice: QuoteRequest,
  today: IsoDate,
): Promise<PromoPriced> {
  if (!choice.promoCode) return { quote };
  const { promo } = promoUsesOf(await db.getAll(...promoUseRefs(db, choice.promoCode, undefined)));
  const stay = { arrival: choice.arrival as IsoDate, departure: choice.departure as IsoDate };
  const refusal = promoRefusal(promo, stay, today, 0);
  return refusal ? { quote, promoProblem: refusal } : { quote: discountedQuote(quote, promo!) };
}
