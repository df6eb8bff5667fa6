import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { quoteStay } from '@camping/domain/catalogue/pricing';
import type { IsoDate } from '@camping/domain/dates/calendar';

/**
 * The total the checkout page shows for a choice, from the demo catalogue the bench's stack is
 * seeded with: startCheckout holds only at the price the customer was shown.
 */
export function shownTotalCents(choice: {
  locationId: string;
  packageId: string;
  arrival: string;
  departure: string;
  addOns: readonly { addOnId: string; quantity: number }[];
}): number {
  return quoteStay({
    campingPackage: CAMPING_PACKAGES.find((entry) => entry.id === choice.packageId)!,
    driveMinutes: LOCATIONS.find((entry) => entry.id === choice.locationId)!.driveMinutes,
    arrival: choice.arrival as IsoDate,
    departure: choice.departure as IsoDate,
    addOns: choice.addOns.map((line) => ({
      addOn: ADD_ONS.find((entry) => entry.id === line.addOnId)!,
      quantity: line.quantity,
    })),
    settings: PRICING_SETTINGS,
  }).totalCents;
}
