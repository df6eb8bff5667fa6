import { formatAud } from '@camping/domain/catalogue/money';
import type { StayQuote } from '@camping/domain/catalogue/pricing';
import { card } from '#app/shared/styles.ts';
import { formatDriveTime } from './drive-time.ts';
import type { WorkedExample } from './pricing-example.ts';

function QuoteTable({ title, quote }: { title: string; quote: StayQuote }) {
  const nightsByRate = new Map<number, number>();
  for (const night of quote.nights)
    nightsByRate.set(night.rateCents, (nightsByRate.get(night.rateCents) ?? 0) + 1);
  return (
    <div className={`${card} p-5`}>
      <h3 className="text-lg font-bold text-forest-900">{title}</h3>
      <dl className="mt-4 space-y-2">
        {[...nightsByRate].map(([rate, count]) => (
          <div key={rate} className="flex justify-between gap-4">
            <dt>
              {count} {count === 1 ? 'night' : 'nights'} × {formatAud(rate)}
            </dt>
            <dd>{formatAud(rate * count)}</dd>
          </div>
        ))}
        {quote.addOns.map((line) => (
          <div key={line.addOnId} className="flex justify-between gap-4">
            <dt>
              {line.name} × {line.quantity}
              {line.per === 'night' && `, ${quote.nights.length} nights`}
            </dt>
            <dd>{formatAud(line.totalCents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4">
          <dt>Delivery, set-up and pack-down</dt>
          <dd>{quote.deliveryCents === 0 ? 'Free' : formatAud(quote.deliveryCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-300 pt-2 text-lg font-bold text-forest-900">
          <dt>Total</dt>
          <dd>{formatAud(quote.totalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 text-sm text-stone-700">
          <dt>Includes GST of</dt>
          <dd>{formatAud(quote.gstCents)}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The same stay priced off-peak and in summer, with every line of each total. */
export function WorkedExampleQuotes({ example }: { example: WorkedExample }) {
  const summer = example.peak.nights[0]?.peakPeriod;
  return (
    <div>
      <h3 className="text-xl font-bold text-forest-900">Worked example</h3>
      <p className="mt-2 max-w-3xl text-stone-700">
        A family of four takes the {example.campingPackage.name} to {example.location.name} (
        {formatDriveTime(example.location.driveMinutes)} from Sydney) for {example.nights} nights,
        with
        {example.offPeak.addOns.length > 0
          ? ` ${example.offPeak.addOns.map((line) => line.name.toLowerCase()).join(' and ')}`
          : ' no add-ons'}
        .
      </p>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <QuoteTable title="Arriving on a Friday in May" quote={example.offPeak} />
        <QuoteTable
          title={`Arriving on a Friday in January${summer ? ` (${summer})` : ''}`}
          quote={example.peak}
        />
      </div>
    </div>
  );
}
