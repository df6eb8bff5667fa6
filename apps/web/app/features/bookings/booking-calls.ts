import type {
  CancellationPreview,
  CheckoutResponse,
  QuoteResponse,
} from '@camping/domain/booking/checkout';
import type { CallableRequest, CallableResponse } from '@camping/domain/callables';
import type { VoucherCheck } from '@camping/domain/vouchers/voucher-spend';

// The booking callables of the contract (packages/domain/src/callables.ts). Firebase and zod load with
// the first call, so neither is in any page's first load; every answer is checked against its schema.
async function load() {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return { callFunction, CALLABLES };
}

/** The server's price of a choice, or why its dates cannot be booked. */
export async function quoteBooking(
  request: CallableRequest<'quoteBooking'>,
): Promise<QuoteResponse> {
  const { callFunction, CALLABLES } = await load();
  return CALLABLES.quoteBooking.response.parse(await callFunction('quoteBooking', request));
}

/**
 * Holds the stay for 30 minutes (or resumes my hold of the same choices) and answers where the
 * browser goes to pay; or, when the price is not the total shown, the new price.
 */
export async function startCheckout(
  request: CallableRequest<'startCheckout'>,
): Promise<CheckoutResponse> {
  const { callFunction, CALLABLES } = await load();
  return CALLABLES.startCheckout.response.parse(await callFunction('startCheckout', request));
}

/** Where to pay for my booking awaiting payment ("Pay now"), while its hold lasts. */
export async function resumeCheckout(
  bookingId: string,
): Promise<CallableResponse<'resumeCheckout'>> {
  const { callFunction, CALLABLES } = await load();
  return CALLABLES.resumeCheckout.response.parse(
    await callFunction('resumeCheckout', { bookingId }),
  );
}

/** What cancelling the booking now would refund. */
export async function previewCancellation(bookingId: string): Promise<CancellationPreview> {
  const { callFunction, CALLABLES } = await load();
  return CALLABLES.previewCancellation.response.parse(
    await callFunction('previewCancellation', { bookingId }),
  );
}

/** Cancels the booking (or releases the hold of an unpaid one) and answers what was refunded. */
export async function cancelBooking(bookingId: string): Promise<{ refundCents: number }> {
  const { callFunction, CALLABLES } = await load();
  return CALLABLES.cancelBooking.response.parse(await callFunction('cancelBooking', { bookingId }));
}

/** What a voucher code can pay today and its last day, or why it pays nothing. */
export async function checkVoucher(code: string): Promise<VoucherCheck> {
  const { callFunction, CALLABLES } = await load();
  return CALLABLES.checkVoucher.response.parse(await callFunction('checkVoucher', { code }));
}
