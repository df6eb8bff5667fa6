import type { DocumentSnapshot } from 'firebase-admin/firestore';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { kitMonthDocumentSchema } from '@camping/domain/firestore/documents';

/** Kits in use per night, from snapshots of `kitMonths` documents (absent ones count none). */
export function kitsInUseIn(snapshots: readonly DocumentSnapshot[]): Map<IsoDate, number> {
  const kitsInUse = new Map<IsoDate, number>();
  for (const snap of snapshots) {
    if (!snap.exists) continue;
    const month = kitMonthDocumentSchema.parse(snap.data());
    for (const [night, kits] of Object.entries(month.kitsInUse))
      kitsInUse.set(night as IsoDate, kits);
  }
  return kitsInUse;
}
