import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { pageTitle } from '@camping/domain/site/page-title';
import { CHECKOUT_PARAMS } from '@camping/domain/site/paths';
import { stayAskedIn } from '@camping/domain/site/stay-links';
import { PageTitleBanner } from '@camping/ui/page-title-banner';
import { useSignedInUser } from '#app/features/account/index.ts';
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
import {
  readCheckoutDraft,
  saveCheckoutDraft,
  startingChoices,
  type CheckoutDraft,
} from './checkout-draft.ts';
import { CheckoutForm } from './checkout-form.tsx';

function Checkout() {
  const [search] = useSearchParams();
  const user = useSignedInUser();
  // Read once: the page's own changes are saved to it from then on.
  const [draft] = useState(() => readCheckoutDraft(user.uid));
  const saveDraft = useCallback(
    (choices: CheckoutDraft) => saveCheckoutDraft(user.uid, choices),
    [user.uid],
  );
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

  const today = todayInSydney();
  const choices = startingChoices(
    {
      locationId: search.get(CHECKOUT_PARAMS.location),
      packageId: search.get(CHECKOUT_PARAMS.package),
      stay: stayAskedIn(search),
    },
    draft,
    today,
  );
  // A link (or a draft) may name anything: only a campground that exists, and a package it offers.
  const location = locations.data.find((candidate) => candidate.id === choices.locationId);
  const campingPackage = packages.data.find(
    (candidate) =>
      candidate.id === choices.packageId &&
      (!location || location.packageIds.includes(candidate.id)),
  );

  return (
    <CheckoutForm
      catalogue={{
        locations: locations.data,
        packages: packages.data,
        addOns: addOns.data,
        peakPeriods: pricing.data.peakPeriods,
        availability: availability.data,
      }}
      initial={{ ...choices, locationId: location?.id, packageId: campingPackage?.id }}
      saveDraft={saveDraft}
      today={today}
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
      <Checkout />
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
        {cancelled ? <AfterCancelledPayment bookingId={cancelled} /> : <Checkout />}
      </div>
    </main>
  );
}
