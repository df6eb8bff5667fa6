import type { QuoteResponse } from '@camping/domain/booking/checkout';
import { formatAud } from '@camping/domain/catalogue/money';
import { formatStayDate } from './stay-format.ts';

type Quote = QuoteResponse['quote'];

const row = 'flex items-baseline justify-between gap-4 py-1';

/**
 * The server's price of a stay: every night, the add-ons, delivery, a promo code's discount, and the
 * total with its GST.
 */
export function QuoteSummary({ quote }: { quote: Quote }) {
  return (
    <div className="space-y-3">
      <ul aria-label="Nights">
        {quote.nights.map((night) => (
          <li key={night.date} className={row}>
            <span>
              {formatStayDate(night.date)}
              {night.peakPeriod && (
                <span className="text-sm text-stone-700"> ({night.peakPeriod})</span>
              )}
            </span>
            <span className="font-medium">{formatAud(night.rateCents)}</span>
          </li>
        ))}
      </ul>
      {quote.addOns.length > 0 && (
        <ul aria-label="Add-ons" className="border-t border-stone-200 pt-2">
          {quote.addOns.map((addOn) => (
            <li key={addOn.addOnId} className={row}>
              <span>
                {addOn.name} × {addOn.quantity}
                {addOn.per === 'night' && <span className="text-sm text-stone-700"> a night</span>}
              </span>
              <span className="font-medium">{formatAud(addOn.totalCents)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={`${row} border-t border-stone-200 pt-2`}>
        <span>Delivery, set-up and pack-down</span>
        <span className="font-medium">
          {quote.deliveryCents === 0 ? 'Free' : formatAud(quote.deliveryCents)}
        </span>
      </p>
      {quote.discount && (
        <p className={`${row} border-t border-stone-200 pt-2`}>
          <span>{quote.discount.label}</span>
          <span className="font-medium">−{formatAud(quote.discount.cents)}</span>
        </p>
      )}
      <p className={`${row} border-t-2 border-forest-700 pt-3 text-lg font-bold text-forest-900`}>
        <span>Total</span>
        <span>{formatAud(quote.totalCents)}</span>
      </p>
      <p className="text-right text-sm text-stone-700">
        includes GST of {formatAud(quote.gstCents)}
      </p>
    </div>
  );
}
