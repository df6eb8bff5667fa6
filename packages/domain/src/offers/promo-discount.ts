import { gstCents, type StayQuote } from '../catalogue/pricing.ts';
import { promoLabel, type PromoCodeFields } from './promo-code.ts';

/**
 * The quote with the code's discount: its line (never more than the total) and the total and GST
 * after it, GST by the same rule as every total (one eleventh of the GST-inclusive amount).
 */
export function discountedQuote(
  quote: StayQuote,
  promo: Pick<PromoCodeFields, 'code' | 'discount'>,
): StayQuote {
  const { discount } = promo;
  const off =
    discount.kind === 'percent'
      ? Math.round((quote.totalCents * discount.percent) / 100)
      : discount.cents;
  const cents = Math.min(off, quote.totalCents);
  const totalCents = quote.totalCents - cents;
  return {
    ...quote,
    discount: { code: promo.code, label: promoLabel(promo), cents },
    totalCents,
    gstCents: gstCents(totalCents),
  };
}
