import type { DateChangeQuote, DateChangeResponse } from '@camping/domain/booking/date-change';
import type { CallableRequest } from '@camping/domain/callables';

// The change-of-dates callables of the contract (packages/domain/src/callables.ts), typed calls as in
// booking-calls.ts: Firebase and zod load with the first call; every answer is checked.
async function load() {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return { callFunction, CALLABLES };
}

/** The server's quote of moving my booking to another stay: price, difference, and any problem. */
export async function quoteDateChange(
  request: CallableRequest<'quoteDateChange'>,
): Promise<DateChangeQuote> {
  const { callFunction, CALLABLES } = await load();
  return CALLABLES.quoteDateChange.response.parse(await callFunction('quoteDateChange', request));
}

/**
 * Moves my booking (cheaper or equal: at once, refunding the difference), or holds the new stay and
 * answers where to pay the difference; or, when the difference is not the one shown, the new quote.
 */
export async function changeBookingDates(
  request: CallableRequest<'changeBookingDates'>,
): Promise<DateChangeResponse> {
  const { callFunction, CALLABLES } = await load();
  return CALLABLES.changeBookingDates.response.parse(
    await callFunction('changeBookingDates', request),
  );
}
