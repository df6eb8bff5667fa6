import type { CallableResponse } from '@camping/domain/callables';
import type { StaffBookingAction } from '@camping/domain/staff/staff-requests';

/**
 * Confirms, declines, cancels or completes a booking (`staffUpdateBooking`); the server checks the
 * caller's `admin` claim and the status change, and e-mails the customer the reason. Firebase and the
 * contract's schemas load with the call; the answer is checked against its schema.
 */
export async function updateBooking(
  bookingId: string,
  action: StaffBookingAction,
  reason: string,
): Promise<CallableResponse<'staffUpdateBooking'>> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.staffUpdateBooking.response.parse(
    await callFunction('staffUpdateBooking', { bookingId, action, reason }),
  );
}
