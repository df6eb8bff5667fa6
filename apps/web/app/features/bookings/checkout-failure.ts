import { callableErrorParts } from '#app/shared/callable-error.ts';

/** What the checkout page does when `startCheckout` refused or failed. */
export interface CheckoutFailure {
  /** What the customer reads. */
  message: string;
  /** The chosen stay cannot be held (taken meanwhile, crew fully booked): clear it, fetch the free nights again. */
  pickStayAgain: boolean;
  /** The server decided on this attempt: the next one gets a new idempotency key. */
  newAttempt: boolean;
  /** What the voucher pays now, when that is why nothing was held. */
  voucherCents?: number;
}

function reasonOf(details: unknown): unknown {
  return typeof details === 'object' && details !== null && 'reason' in details
    ? details.reason
    : undefined;
}

/** The customer's next step after a failed `startCheckout`, from the server's error contract. */
export function checkoutFailure(error: unknown): CheckoutFailure {
  const { code, message, details } = callableErrorParts(error);
  switch (code) {
    case 'functions/failed-precondition': {
      const reason = reasonOf(details);
      const pickStayAgain = reason === 'unavailable' || reason === 'crew-unavailable';
      const voucherCents =
        reason === 'voucher' ? (details as { voucherCents?: unknown }).voucherCents : undefined;
      return {
        ...(typeof voucherCents === 'number' ? { voucherCents } : {}),
        message:
          message ??
          (pickStayAgain
            ? 'Someone booked part of that stay while you were choosing. Choose other dates.'
            : 'That stay cannot be booked as chosen. Check your dates and try again.'),
        pickStayAgain,
        newAttempt: true,
      };
    }
    case 'functions/invalid-argument':
    case 'functions/resource-exhausted':
      return {
        message: message ?? 'We could not start your payment. Please try again.',
        pickStayAgain: false,
        newAttempt: false,
      };
    case 'functions/unavailable':
      // The payment could not be started and the hold was released: a new attempt holds again.
      return {
        message: message ?? 'We could not start the payment, and nothing was charged. Try again.',
        pickStayAgain: false,
        newAttempt: true,
      };
    case 'functions/unauthenticated':
      return {
        message: 'Your login has expired. Log in again, then continue to payment.',
        pickStayAgain: false,
        newAttempt: false,
      };
    default:
      // Nothing says the hold was not made: the same key again answers with it rather than a second.
      return {
        message: 'We could not start your payment. Check your connection and try again.',
        pickStayAgain: false,
        newAttempt: false,
      };
  }
}
