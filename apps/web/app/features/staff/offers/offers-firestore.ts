import { collection, getDocs, orderBy, query } from 'firebase/firestore/lite';
import { promoCodeDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import type { PromoCodeDocument } from '@camping/domain/offers/promo-code';
import { firestoreLite } from '#app/firebase/firestore-lite.ts';

// Loaded only through dynamic import() (offers-queries.ts), like the rest of Firebase.

/** Every promo code, by code: staff make a few, so one read lists them all. */
export async function fetchPromoCodes(): Promise<PromoCodeDocument[]> {
  const snapshot = await getDocs(
    query(collection(firestoreLite(), COLLECTIONS.promoCodes), orderBy('code')),
  );
  return snapshot.docs.map((doc) => promoCodeDocumentSchema.parse(doc.data()));
}
