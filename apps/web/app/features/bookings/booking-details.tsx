import { useQuery } from '@tanstack/react-query';
import type { Booking } from '@camping/domain/booking/booking';
import { checkoutNotCompleted, decisionReason } from '@camping/domain/booking/booking-outcome';
import { PAYMENT_METHOD_WORDS } from '@camping/domain/booking/payment-method';
import { formatAud } from '@camping/domain/catalogue/money';
import { paidByWords, refundDestinationOf } from '@camping/domain/vouchers/voucher-spend';
import { everyLocationQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { plural } from '#app/shared/plural.ts';
import { describeStay } from './stay-format.ts';

/**
 * The campground's and package's names, from the catalogue (archived campgrounds included: a booking
 * made there still names it); if it cannot be read, the ids. While it loads, `loading` says the
 * names are not known yet: show `NamePlaceholder` rather than an id.
 */
export function useCatalogueNames() {
  const locations = useQuery(everyLocationQuery);
  const packages = useQuery(packagesQuery);
  return {
    loading: locations.isPending || packages.isPending,
    locationName: (id: string) =>
      locations.data?.find((location) => location.id === id)?.name ?? id,
    packageName: (id: string) =>
      packages.data?.find((campingPackage) => campingPackage.id === id)?.name ?? id,
  };
}

/** Holds a name's place while the catalogue loads (on a slow network, for a moment). */
export function NamePlaceholder() {
  return (
    <span className="inline-block h-[1em] w-40 max-w-full animate-pulse rounded bg-stone-200 align-middle">
      <span className="sr-only">Loading…</span>
    </span>
  );
}

/** What a booking is: stay, package and guests, total with its GST, and its reference. */
export function BookingDetails({ booking }: { booking: Booking }) {
  const { loading, packageName } = useCatalogueNames();
  const refunded = booking.payment?.refundedCents ?? 0;
  const refundDue = booking.payment?.refundDueCents ?? 0;
  // A checkout that ended before payment never charged its total.
  const unpaid = checkoutNotCompleted(booking) && !booking.payment?.paidCents;
  const card = booking.payment?.paidCents ? booking.payment.paidWith : undefined;
  const paidWith =
    paidByWords(booking.payment, booking.voucher) ?? (card && PAYMENT_METHOD_WORDS[card]);
  const reason = decisionReason(booking);
  return (
    <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-stone-700">Stay</dt>
        <dd className="font-medium">{describeStay(booking.arrival, booking.departure)}</dd>
      </div>
      <div>
        <dt className="text-sm text-stone-700">Package</dt>
        <dd className="font-medium">
          {loading ? <NamePlaceholder /> : packageName(booking.packageId)},{' '}
          {plural(booking.guests, 'guest', 'guests')}
        </dd>
      </div>
      <div>
        <dt className="text-sm text-stone-700">Total</dt>
        <dd className="font-medium">
          {formatAud(booking.totalCents)} (includes {formatAud(booking.gstCents)} GST)
          {unpaid && ', not paid'}
        </dd>
      </div>
      {booking.quote?.discount && (
        <div>
          <dt className="text-sm text-stone-700">Promo code</dt>
          <dd className="font-medium">
            {booking.quote.discount.label}: −{formatAud(booking.quote.discount.cents)}
          </dd>
        </div>
      )}
      {paidWith && (
        <div>
          <dt className="text-sm text-stone-700">Paid with</dt>
          <dd className="font-medium">{paidWith}</dd>
        </div>
      )}
      {(refunded > 0 || refundDue > 0) && (
        <div>
          <dt className="text-sm text-stone-700">Refund</dt>
          <dd className="font-medium">
            {refunded > 0 && `Refunded ${formatAud(refunded)}`}
            {refunded > 0 && refundDue > 0 && '; '}
            {refundDue > 0 &&
              `${formatAud(refundDue)} on its way to ${refundDestinationOf(booking)}`}
          </dd>
        </div>
      )}
      {reason && (
        <div className="sm:col-span-2">
          <dt className="text-sm text-stone-700">
            {booking.status === 'declined' ? 'Why we declined it' : 'Why we cancelled it'}
          </dt>
          <dd className="font-medium wrap-anywhere whitespace-pre-line">{reason}</dd>
        </div>
      )}
      <div>
        <dt className="text-sm text-stone-700">Booking reference</dt>
        <dd className="font-mono text-sm wrap-anywhere">{booking.id}</dd>
      </div>
    </dl>
  );
}
