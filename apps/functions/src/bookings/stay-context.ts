import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { CapacityProblem } from '@camping/domain/booking/capacity';
import type { QuoteRequest } from '@camping/domain/booking/checkout';
import { guestsProblem } from '@camping/domain/booking/guests';
import { stayDatesProblem } from '@camping/domain/booking/stay-rules';
import { quoteStay, type StayQuote } from '@camping/domain/catalogue/pricing';
import type { PricingSettings } from '@camping/domain/catalogue/pricing-settings';
import type { IsoDate } from '@camping/domain/dates/calendar';
import {
  addOnDocumentSchema,
  packageDocumentSchema,
  pricingSettingsDocumentSchema,
  type AddOnDocument,
  type AvailabilitySettings,
  type LocationDocument,
  type PackageDocument,
} from '@camping/domain/firestore/documents';
import {
  addOnDoc,
  AVAILABILITY_SETTINGS_DOC,
  locationDoc,
  packageDoc,
  PRICING_SETTINGS_DOC,
} from '@camping/domain/firestore/paths';
import { availabilitySettingsOf } from '../availability/availability-settings.ts';
import { bookableLocation } from '../availability/bookable-location.ts';
import {
  inventoryRefs,
  problemIn,
  type CapacityLimits,
  type StayInventory,
} from './stay-capacity.ts';

/** Everything a stay is priced and checked against, read in one batch. */
export interface StayContext {
  location: LocationDocument & { id: string };
  campingPackage: PackageDocument & { id: string };
  addOns: ReadonlyMap<string, AddOnDocument & { id: string }>;
  pricing: PricingSettings;
  availability: AvailabilitySettings;
}

/**
 * Reads the campground, package, chosen add-ons and business settings of a choice, and refuses one that
 * names something that does not exist or does not go together. One batched read.
 */
export async function loadStayContext(db: Firestore, choice: QuoteRequest): Promise<StayContext> {
  const [locationSnap, packageSnap, pricingSnap, availabilitySnap, ...addOnSnaps] = await db.getAll(
    db.doc(locationDoc(choice.locationId)),
    db.doc(packageDoc(choice.packageId)),
    db.doc(PRICING_SETTINGS_DOC),
    db.doc(AVAILABILITY_SETTINGS_DOC),
    ...choice.addOns.map((line) => db.doc(addOnDoc(line.addOnId))),
  );
  const location = bookableLocation(locationSnap, choice.locationId);
  if (!packageSnap?.exists) {
    throw new HttpsError('not-found', `There is no package with the id "${choice.packageId}".`);
  }
  const pricing = pricingSettingsOf(pricingSnap);
  const campingPackage = {
    id: packageSnap.id,
    ...packageDocumentSchema.parse(packageSnap.data()),
  };
  if (!location.packageIds.includes(campingPackage.id)) {
    throw new HttpsError(
      'failed-precondition',
      `${location.name} does not offer the ${campingPackage.name} package.`,
    );
  }
  const addOns = new Map<string, AddOnDocument & { id: string }>();
  for (const snap of addOnSnaps) {
    if (!snap.exists) {
      throw new HttpsError('invalid-argument', `There is no add-on with the id "${snap.id}".`);
    }
    addOns.set(snap.id, { id: snap.id, ...addOnDocumentSchema.parse(snap.data()) });
  }
  return {
    location,
    campingPackage,
    addOns,
    pricing,
    availability: availabilitySettingsOf(availabilitySnap),
  };
}

/** `settings/pricing` as read; without it nothing can be priced, so nothing is offered. */
export function pricingSettingsOf(snap: DocumentSnapshot | undefined): PricingSettings {
  if (!snap?.exists) {
    throw new HttpsError('failed-precondition', 'Prices are not set up yet; contact us to book.');
  }
  return pricingSettingsDocumentSchema.parse(snap.data());
}

/** The server's price of a choice; a choice that cannot be priced is refused with why. */
export function quoteChoice(context: StayContext, choice: QuoteRequest): StayQuote {
  const { campingPackage } = context;
  const addOns = choice.addOns.map((line) => ({
    addOn: context.addOns.get(line.addOnId)!,
    quantity: line.quantity,
  }));
  for (const { addOn, quantity } of addOns) {
    if (quantity > addOn.maxQuantity) {
      throw new HttpsError(
        'invalid-argument',
        `Choose at most ${addOn.maxQuantity} of ${addOn.name}.`,
      );
    }
  }
  const tooMany = guestsProblem(choice.guests, campingPackage, addOns);
  if (tooMany) throw new HttpsError('invalid-argument', tooMany);
  return quoteStay({
    campingPackage,
    driveMinutes: context.location.driveMinutes,
    arrival: choice.arrival as IsoDate,
    departure: choice.departure as IsoDate,
    addOns,
    settings: context.pricing,
  });
}

/** Why these dates cannot be booked whatever is free (length, notice, horizon), or null. */
export function datesProblemOf(
  context: Pick<StayContext, 'availability' | 'pricing'>,
  choice: Pick<QuoteRequest, 'arrival' | 'departure'>,
  today: IsoDate,
): string | null {
  return stayDatesProblem({
    arrival: choice.arrival as IsoDate,
    departure: choice.departure as IsoDate,
    today,
    minNoticeDays: context.availability.minNoticeDays,
    horizonDays: context.availability.horizonDays,
    minStayNights: context.availability.minStayNights,
    peakPeriods: context.pricing.peakPeriods,
  });
}

/** The stay of a choice in the inventory, and what it is checked against. */
export function stayOf(context: StayContext, choice: QuoteRequest): StayInventory {
  return {
    packageId: context.campingPackage.id,
    arrival: choice.arrival as IsoDate,
    departure: choice.departure as IsoDate,
  };
}

export function limitsOf(context: StayContext): CapacityLimits {
  return {
    kitCount: context.campingPackage.kitCount,
    blackouts: [...context.availability.blackouts, ...context.location.closures],
    availability: context.availability,
  };
}

/** What stops the choice being held as things stand (kits, crew, blackouts), read outside any transaction. */
export async function capacityProblemNow(
  db: Firestore,
  context: StayContext,
  choice: QuoteRequest,
): Promise<CapacityProblem | null> {
  const stay = stayOf(context, choice);
  return problemIn(stay, await db.getAll(...inventoryRefs(db, stay)), limitsOf(context));
}
