import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PricingSettings } from '@camping/domain/catalogue/pricing-settings';
import { DELIVERY_RADIUS_MINUTES } from '@camping/domain/product';
import type { StaffAvailability } from '@camping/domain/staff/staff-requests';
import { availabilitySettingsQuery } from '#app/features/availability/index.ts';
import {
  everyLocationQuery,
  packagesQuery,
  pricingSettingsQuery,
} from '#app/features/catalogue/index.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { queryKeys } from '#app/shared/query-keys.ts';
import { QueryPending } from '#app/shared/query-pending.tsx';
import type { StaffLocation } from '../catalogue/catalogue-location-entry.ts';
import { saveWith } from '../settings-calls.ts';
import { StaffPageTitle } from '../staff-page-title.tsx';
import { BlackoutsForm } from './capacity-blackouts.tsx';
import { BookingRulesForm } from './capacity-booking-rules.tsx';
import { Closures } from './capacity-closures.tsx';
import { KitCountForm } from './capacity-kit-counts.tsx';
import { PeakPeriodsForm } from './capacity-peak-periods.tsx';
import { CancellationRulesForm, DeliveryFeesForm } from './capacity-pricing-rules.tsx';

/**
 * Capacity and dates: kits per package, crew and booking rules, blackouts, campground closures and
 * peak periods. Each form saves through its staff callable; the public pages and the checkout read
 * the same documents, so they follow at once.
 */
export default function CapacityPage() {
  const queryClient = useQueryClient();
  const packages = useQuery(packagesQuery);
  const availability = useQuery(availabilitySettingsQuery);
  const locations = useQuery(everyLocationQuery);
  const pricing = useQuery(pricingSettingsQuery);

  const saveAvailability = async (settings: StaffAvailability) => {
    await saveWith('staffSaveAvailability', settings);
    await queryClient.invalidateQueries({ queryKey: queryKeys.getAvailabilitySettings() });
  };
  const saveClosures = async (location: StaffLocation) => {
    await saveWith('staffSaveCatalogueEntry', { kind: 'location', isNew: false, entry: location });
    await queryClient.invalidateQueries({ queryKey: queryKeys.getLocations() });
  };
  const savePricing = async (settings: PricingSettings) => {
    await saveWith('staffSavePricing', settings);
    await queryClient.invalidateQueries({ queryKey: queryKeys.getPricingSettings() });
  };

  if (!packages.data || !availability.data || !locations.data || !pricing.data) {
    return (
      <>
        <StaffPageTitle title="Capacity and dates" />
        <QueryPending
          queries={[packages, availability, locations, pricing]}
          loading="Loading capacity and dates…"
          error="We could not load the capacity and dates."
        />
      </>
    );
  }

  return (
    <>
      <StaffPageTitle title="Capacity and dates" />
      <CardSection
        title="Kits per package"
        intro="Fewer kits than bookings already hold on some night is refused, naming the nights."
      >
        <div className="grid gap-4 lg:grid-cols-2">
          {packages.data.map((campingPackage) => (
            <KitCountForm
              key={campingPackage.id}
              campingPackage={campingPackage}
              onSave={async (request) => {
                await saveWith('staffSetKitCount', request);
                await queryClient.invalidateQueries({ queryKey: queryKeys.getPackages() });
              }}
            />
          ))}
        </div>
      </CardSection>
      <CardSection
        title="Crew and booking rules"
        intro="What the crew can do each day, and when stays can start and how long they last."
      >
        <BookingRulesForm settings={availability.data} onSave={saveAvailability} />
      </CardSection>
      <CardSection
        title="Blackout periods"
        intro="Nobody can book a night in these periods, at any campground. Both days are included."
      >
        <BlackoutsForm settings={availability.data} onSave={saveAvailability} />
      </CardSection>
      <CardSection
        title="Campground closures"
        intro="Fire bans, maintenance: no stay at the campground may overlap its closures."
      >
        <Closures locations={locations.data} onSave={saveClosures} />
      </CardSection>
      <CardSection
        title="Peak periods"
        intro="Periods of every year with a higher nightly rate. Where periods overlap, the first listed applies."
      >
        <PeakPeriodsForm pricing={pricing.data} onSave={savePricing} />
      </CardSection>
      <CardSection
        title="Delivery fees"
        intro={`By drive time from Sydney: a campground pays the first fee whose drive covers it. The last must cover drives of up to ${DELIVERY_RADIUS_MINUTES} minutes.`}
      >
        <DeliveryFeesForm pricing={pricing.data} onSave={savePricing} />
      </CardSection>
      <CardSection
        title="Cancellation refunds"
        intro="What a customer's own cancellation refunds, from the most days before arrival to the day itself: the first rule it meets applies. Staff cancellations always refund in full."
      >
        <CancellationRulesForm pricing={pricing.data} onSave={savePricing} />
      </CardSection>
    </>
  );
}
