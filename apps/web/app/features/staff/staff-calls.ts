import type { CallableRequest, CallableResponse } from '@camping/domain/callables';
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

/** The server's quote of moving any booking to another stay (`staffQuoteDateChange`). */
export async function quoteDateChange(
  request: CallableRequest<'staffQuoteDateChange'>,
): Promise<CallableResponse<'staffQuoteDateChange'>> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.staffQuoteDateChange.response.parse(
    await callFunction('staffQuoteDateChange', request),
  );
}

/**
 * Moves a booking to another stay (`staffChangeBookingDates`): a cheaper one refunds the
 * difference, a dearer one waives it; or, when the difference is not the one shown, the new quote.
 */
export async function changeBookingDates(
  request: CallableRequest<'staffChangeBookingDates'>,
): Promise<CallableResponse<'staffChangeBookingDates'>> {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return CALLABLES.staffChangeBookingDates.response.parse(
    await callFunction('staffChangeBookingDates', request),
  );
}
