import { HttpsError } from 'firebase-functions/v2/https';
import { HOLDING_STATUSES, bookingStatusSchema } from '@camping/domain/booking/booking';
import { compareIsoDates, type IsoDate } from '@camping/domain/dates/calendar';
import { isoDateSchema } from '@camping/domain/dates/iso-date';
import { z } from '@camping/domain/zod';

/** How recently a person must have proved who they are before deleting their account. */
export const RECENT_LOGIN_MAX_AGE_SECONDS = 5 * 60;

/**
 * The identity service asks for a recent login before sensitive changes (requires-recent-login); a
 * stolen or forgotten session must not be enough to delete an account either.
 */
export function assertRecentLogin(authTimeSeconds: unknown, nowMs: number): void {
  // Fails closed: a token without a usable auth_time proves no recent login.
  if (
    typeof authTimeSeconds !== 'number' ||
    !Number.isFinite(authTimeSeconds) ||
    nowMs / 1000 - authTimeSeconds > RECENT_LOGIN_MAX_AGE_SECONDS
  ) {
    throw new HttpsError(
      'failed-precondition',
      'For your security, please enter your password again to continue.',
      {
        reason: 'requires-recent-login',
      },
    );
  }
}

const bookingStaySchema = z.object({
  status: bookingStatusSchema,
  arrival: isoDateSchema,
  departure: isoDateSchema,
});

/** The first booking that still holds a kit on a night from today on, if any. */
export function findUpcomingBooking(
  bookings: unknown[],
  today: IsoDate,
): { arrival: IsoDate } | null {
  const upcoming = bookings
    .map((booking) => bookingStaySchema.safeParse(booking))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .filter(
      (booking) =>
        HOLDING_STATUSES.includes(booking.status) && compareIsoDates(booking.departure, today) >= 0,
    )
    .sort((a, b) => compareIsoDates(a.arrival, b.arrival));
  return upcoming[0] ? { arrival: upcoming[0].arrival } : null;
}
