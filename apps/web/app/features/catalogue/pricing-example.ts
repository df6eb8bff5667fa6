import type { AddOn } from '@camping/domain/catalogue/add-on';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import type { Location } from '@camping/domain/catalogue/location';
import { quoteStay, type StayQuote } from '@camping/domain/catalogue/pricing';
import type { PricingSettings } from '@camping/domain/catalogue/pricing-settings';
import { addDays, parseIsoDate, type IsoDate } from '@camping/domain/dates/calendar';

/** The stay the Pricing page works through: a family weekend with breakfast and a campfire. */
const EXAMPLE = {
  packageId: 'family-basecamp',
  locationId: 'blue-mountains-euroka',
  addOns: [
    { addOnId: 'breakfast-hamper', quantity: 1 },
    { addOnId: 'firewood', quantity: 1 },
  ],
  nights: 3,
  /** A Friday outside every peak period, and one in the summer holidays. */
  offPeakArrival: parseIsoDate('2027-05-14'),
  peakArrival: parseIsoDate('2027-01-08'),
};

export interface WorkedExample {
  campingPackage: CampingPackage;
  location: Location;
  nights: number;
  offPeak: StayQuote;
  peak: StayQuote;
}

export interface CatalogueForPricing {
  packages: readonly CampingPackage[];
  locations: readonly Location[];
  addOns: readonly AddOn[];
  settings: PricingSettings;
}

/**
 * The example priced with the same function the booking engine uses. Falls back to the first package
 * and campground if the catalogue no longer has the usual ones; null when there is nothing to price.
 */
export function workedExample({
  packages,
  locations,
  addOns,
  settings,
}: CatalogueForPricing): WorkedExample | null {
  const campingPackage =
    packages.find((candidate) => candidate.id === EXAMPLE.packageId) ?? packages[0];
  const location =
    locations.find(
      (candidate) =>
        candidate.id === EXAMPLE.locationId &&
        candidate.packageIds.includes(campingPackage?.id ?? ''),
    ) ?? locations.find((candidate) => candidate.packageIds.includes(campingPackage?.id ?? ''));
  if (!campingPackage || !location) return null;
  const chosenAddOns = EXAMPLE.addOns.flatMap(({ addOnId, quantity }) => {
    const addOn = addOns.find((candidate) => candidate.id === addOnId);
    return addOn ? [{ addOn, quantity: Math.min(quantity, addOn.maxQuantity) }] : [];
  });
  const quote = (arrival: IsoDate) =>
    quoteStay({
      campingPackage,
      driveMinutes: location.driveMinutes,
      arrival,
      departure: addDays(arrival, EXAMPLE.nights),
      addOns: chosenAddOns,
      settings,
    });
  return {
    campingPackage,
    location,
    nights: EXAMPLE.nights,
    offPeak: quote(EXAMPLE.offPeakArrival),
    peak: quote(EXAMPLE.peakArrival),
  };
}
