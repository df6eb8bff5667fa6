import { todayInSydney } from '@camping/domain/dates/calendar';
import { pageTitle } from '@camping/domain/site/page-title';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { availabilitySettingsQuery } from '#app/features/availability/index.ts';
import {
  addOnsQuery,
  locationsQuery,
  packagesQuery,
  pricingSettingsQuery,
} from '#app/features/catalogue/index.ts';
import { PageMeta } from '#app/shared/page-meta.tsx';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { container } from '#app/shared/styles.ts';
import { releaseCancelledPaymentQuery } from './bookings-queries.ts';
import { CHECKOUT_PARAMS } from '@camping/domain/site/paths';
import { readCheckoutDraft } from './checkout-draft.ts';
import { CheckoutForm } from './checkout-form.tsx';

function Checkout({ cancelledBookingId }: { cancelledBookingId: string | null }) {
  const [search] = useSearchParams();
  const locations = useQuery(locationsQuery);
  const packages = useQuery(packagesQuery);
  const addOns = useQuery(addOnsQuery);
  const pricing = useQuery(pricingSettingsQuery);
  const availability = useQuery(availabilitySettingsQuery);
  if (!locations.data || !packages.data || !addOns.data || !pricing.data || !availability.data) {
    return (
      <QueryPending
        queries={[locations, packages, addOns, pricing, availability]}
        loading="Loading campgrounds and packages…"
        error="We could not load the campgrounds and packages."
      />
    );
  }

  // A link may name anything: only a campground that exists, and a package it offers, are chosen.
  const location = locations.data.find(
    (candidate) => candidate.id === search.get(CHECKOUT_PARAMS.location),
  );
  const campingPackage = packages.data.find(
    (candidate) =>
      candidate.id === search.get(CHECKOUT_PARAMS.package) &&
      (!location || location.packageIds.includes(candidate.id)),
  );
  const draft =
    cancelledBookingId && location && campingPackage
      ? readCheckoutDraft(location.id, campingPackage.id)
      : null;

  return (
    <CheckoutForm
      catalogue={{
        locations: locations.data,
        packages: packages.data,
        addOns: addOns.data,
        peakPeriods: pricing.data.peakPeriods,
        availability: availability.data,
      }}
      initial={{ ...draft, locationId: location?.id, packageId: campingPackage?.id }}
      today={todayInSydney()}
    />
  );
}

/**
 * Back from a cancelled payment: the hold is released at once (not after 30 minutes), and only then
 * is the form shown, so its calendar shows those nights free again.
 */
function AfterCancelledPayment({ bookingId }: { bookingId: string }) {
  const release = useQuery(releaseCancelledPaymentQuery(bookingId));
  if (!release.isSuccess) return <p role="status">Releasing your dates…</p>;
  return (
    <>
      <p
        role="status"
        className="mb-6 rounded-md bg-sand-100 p-4 font-medium text-stone-900 ring-1 ring-sand-100"
      >
        Payment cancelled. Your dates were released.
      </p>
      <Checkout cancelledBookingId={bookingId} />
    </>
  );
}

export default function CheckoutPage() {
  const [search] = useSearchParams();
  const cancelled = search.get(CHECKOUT_PARAMS.cancelled);
  return (
    <main>
      <PageMeta title={pageTitle('Checkout')} />
      <PageTitleBanner title="Checkout" />
      <div className={`${container} py-10`}>
        {cancelled ? (
          <AfterCancelledPayment bookingId={cancelled} />
        ) : (
          <Checkout cancelledBookingId={null} />
        )}
      </div>
    </main>
  );
}
