import { HttpsError } from 'firebase-functions/v2/https';
import { closureDocumentSchema, locationDocumentSchema } from '@camping/domain/firestore/documents';
import { closureDoc, locationDoc } from '@camping/domain/firestore/paths';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { recordAudit } from '../staff/audit.ts';

/**
 * Callable (staff): lifts a closure. In one atomic update its nights come off each campground's
 * closures (one range with its dates, even if the catalogue editor saved it since) and the closure
 * records who lifted it, when and why, with the audit entry. Bookings it reached keep their choice,
 * and those still choosing may still choose. Lifting again changes nothing.
 */
export const staffLiftClosure = defineCallable(
  'staffLiftClosure',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async ({ closureId, reason }, call) => {
    const closureRef = db.doc(closureDoc(closureId));
    await atomicUpdate(db, async (update) => {
      const closureSnap = await update.get(closureRef);
      if (!closureSnap.exists) {
        throw new HttpsError('not-found', 'There is no closure with that reference.');
      }
      const closure = closureDocumentSchema.parse(closureSnap.data());
      if (closure.liftedAt) return;
      const locationSnaps = await update.getAll(
        ...closure.locationIds.map((id) => db.doc(locationDoc(id))),
      );
      for (const snap of locationSnaps) {
        if (!snap.exists) continue;
        const { closures } = locationDocumentSchema.parse(snap.data());
        const at = closures.findIndex(
          (range) => range.from === closure.firstNight && range.to === closure.lastNight,
        );
        if (at >= 0) update.update(snap.ref, { closures: closures.toSpliced(at, 1) });
      }
      const lifted = {
        liftedBy: call.auth.uid,
        liftedAt: new Date().toISOString(),
        liftReason: reason,
      };
      update.update(closureRef, lifted);
      recordAudit(update, call, {
        action: 'staffLiftClosure',
        target: closureDoc(closureId),
        reason,
        before: closureSnap.data() ?? null,
        after: { ...closureSnap.data(), ...lifted },
      });
    });
    return { saved: true };
  },
);
