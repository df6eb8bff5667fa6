import { collection, doc, getDoc, getDocs } from 'firebase/firestore/lite';
import { addOnSchema, type AddOn } from '@camping/domain/catalogue/add-on';
import {
  campingPackageSchema,
  type CampingPackage,
} from '@camping/domain/catalogue/camping-package';
import { locationSchema, type Location } from '@camping/domain/catalogue/location';
import {
  pricingSettingsSchema,
  type PricingSettings,
} from '@camping/domain/catalogue/pricing-settings';
import { slugSchema } from '@camping/domain/fields';
import { COLLECTIONS, PRICING_SETTINGS_DOC, locationDoc } from '@camping/domain/firestore/paths';
import { firestoreLite } from '#app/firebase/firestore-lite.ts';

// Reads of the catalogue the public pages show. Every document is parsed with its shared schema, so a
// malformed document fails loudly here instead of rendering half a page. Loaded only through dynamic
// import() (catalogue-queries.ts, locations-queries.ts), like the rest of Firebase.

export async function fetchLocations(): Promise<Location[]> {
  const snapshot = await getDocs(collection(firestoreLite(), COLLECTIONS.locations));
  return snapshot.docs.map((document) =>
    locationSchema.parse({ id: document.id, ...document.data() }),
  );
}

/** The campground with this id, or null when there is none (an id that is not even a slug included). */
export async function fetchLocation(locationId: string): Promise<Location | null> {
  if (!slugSchema.safeParse(locationId).success) return null;
  const snapshot = await getDoc(doc(firestoreLite(), locationDoc(locationId)));
  return snapshot.exists() ? locationSchema.parse({ id: snapshot.id, ...snapshot.data() }) : null;
}

export async function fetchPackages(): Promise<CampingPackage[]> {
  const snapshot = await getDocs(collection(firestoreLite(), COLLECTIONS.packages));
  return snapshot.docs.map((document) =>
    campingPackageSchema.parse({ id: document.id, ...document.data() }),
  );
}

export async function fetchAddOns(): Promise<AddOn[]> {
  const snapshot = await getDocs(collection(firestoreLite(), COLLECTIONS.addOns));
  return snapshot.docs.map((document) =>
    addOnSchema.parse({ id: document.id, ...document.data() }),
  );
}

export async function fetchPricingSettings(): Promise<PricingSettings> {
  const snapshot = await getDoc(doc(firestoreLite(), PRICING_SETTINGS_DOC));
  if (!snapshot.exists())
    throw new Error(`The pricing settings (${PRICING_SETTINGS_DOC}) are missing.`);
  return pricingSettingsSchema.parse(snapshot.data());
}
