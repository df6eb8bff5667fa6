import type { ClosureAffectedBooking } from '@camping/domain/closures/closure-requests';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { locationDoc, packageDoc, userDoc } from '@camping/domain/firestore/paths';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { affectedBookings } from './affected-bookings.ts';

/**
 * Callable (staff): every booking a closure of these campgrounds and nights would reach (holds
 * awaiting payment and paid bookings with a night in it), with its customer's name and e-mail and
 * what they paid, before staff confirm. One query per campground, then one batched read of the
 * names.
 */
export const staffPreviewClosure = defineCallable(
  'staffPreviewClosure',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async (request) => {
    const bookings = await affectedBookings(db, {
      locationIds: request.locationIds,
      firstNight: request.firstNight as IsoDate,
      lastNight: request.lastNight as IsoDate,
    });
    const paths = [
      ...new Set(
        bookings.flatMap((booking) => [
          userDoc(booking.userId),
          locationDoc(booking.locationId),
          packageDoc(booking.packageId),
        ]),
      ),
    ];
    const snaps = paths.length ? await db.getAll(...paths.map((path) => db.doc(path))) : [];
    const named = new Map(snaps.map((snap) => [snap.ref.path, snap]));
    const name = (path: string, field: string, fallback: string) =>
      String(named.get(path)?.get(field) ?? fallback);
    return {
      bookings: bookings.map((booking): ClosureAffectedBooking => ({
        bookingId: booking.id,
        customerName: name(userDoc(booking.userId), 'displayName', ''),
        email: booking.email ?? name(userDoc(booking.userId), 'email', ''),
        locationId: booking.locationId,
        locationName: name(locationDoc(booking.locationId), 'name', booking.locationId),
        packageId: booking.packageId,
        packageName: name(packageDoc(booking.packageId), 'name', booking.packageId),
        arrival: booking.arrival,
        departure: booking.departure,
        status: booking.status,
        paidCents: Math.max(
          0,
          (booking.payment?.paidCents ?? 0) - (booking.payment?.refundedCents ?? 0),
        ),
      })),
    };
  },
);
