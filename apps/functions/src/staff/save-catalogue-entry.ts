import type { DocumentData } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { addOnDoc, locationDoc, packageDoc } from '@camping/domain/firestore/paths';
import type { StaffCatalogueEntry } from '@camping/domain/staff/staff-requests';
import { db } from '../shared/admin.ts';
import type { AtomicUpdate } from '../shared/atomic-update.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { replaceAudited } from './audit.ts';

const KINDS: Record<StaffCatalogueEntry['kind'], { path: (id: string) => string; noun: string }> = {
  location: { path: locationDoc, noun: 'campground' },
  package: { path: packageDoc, noun: 'package' },
  addOn: { path: addOnDoc, noun: 'add-on' },
};

/** Refuses a campground that offers packages that do not exist, naming them. */
async function refuseUnknownPackages(update: AtomicUpdate, packageIds: readonly string[]) {
  const ids = [...new Set(packageIds)];
  const snaps = await update.getAll(...ids.map((id) => db.doc(packageDoc(id))));
  const missing = snaps.filter((snap) => !snap.exists).map((snap) => `"${snap.id}"`);
  if (missing.length === 1) {
    throw new HttpsError('invalid-argument', `There is no package with the id ${missing[0]}.`);
  }
  if (missing.length > 1) {
    throw new HttpsError(
      'invalid-argument',
      `There are no packages with the ids ${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}.`,
    );
  }
}

/**
 * Callable (staff): creates (`isNew`) or replaces a campground, package or add-on. A new id that is
 * taken is refused (`already-exists`), as is replacing one that does not exist (`not-found`). A
 * package's kits are capacity, not catalogue: a new package has none until staff set them
 * (staffSetKitCount), and replacing one keeps its count. The public pages show the change after the
 * next build, the live data at once; archiving a campground takes it out of checkout at once.
 */
export const staffSaveCatalogueEntry = defineCallable(
  'staffSaveCatalogueEntry',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async (request, call) => {
    const { id, ...entry } = request.entry;
    const { path, noun } = KINDS[request.kind];
    const action = `staffSaveCatalogueEntry.${request.isNew ? 'create' : 'replace'}`;
    await replaceAudited(call, action, path(id), async (current, update): Promise<DocumentData> => {
      if (request.isNew && current.exists) {
        throw new HttpsError(
          'already-exists',
          `There is already a ${noun} with the id "${id}". Choose another id.`,
        );
      }
      if (!request.isNew && !current.exists) {
        throw new HttpsError('not-found', `There is no ${noun} with the id "${id}".`);
      }
      if (request.kind === 'location') {
        await refuseUnknownPackages(update, request.entry.packageIds);
      }
      if (request.kind === 'package') {
        const kitCount: unknown = current.get('kitCount');
        return { ...entry, kitCount: typeof kitCount === 'number' ? kitCount : 0 };
      }
      return entry;
    });
    return { saved: true };
  },
);
