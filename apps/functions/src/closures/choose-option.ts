import { PAYMENT_SECRETS } from '../payments/payment-provider.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { applyClosureChoice } from './closure-choice.ts';

/**
 * Callable: the customer's choice for their own booking a closure reached (move, credit or full
 * refund), until its deadline. Another customer's booking is not found.
 */
export const chooseClosureOption = defineCallable(
  'chooseClosureOption',
  {
    requireSignIn: 'Log in to manage your bookings.',
    rateLimit: RATE_LIMITS.chooseClosureOption,
    secrets: PAYMENT_SECRETS,
  },
  ({ bookingId, choice }, call) => applyClosureChoice({ uid: call.auth.uid }, bookingId, choice),
);

/**
 * Callable (staff): the same choice made for a customer (who phoned, say), for any booking, with
 * the reason kept in its history and the audit log.
 */
export const staffChooseClosureOption = defineCallable(
  'staffChooseClosureOption',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff, secrets: PAYMENT_SECRETS },
  ({ bookingId, choice, reason }, call) =>
    applyClosureChoice({ uid: call.auth.uid, staff: { call, reason } }, bookingId, choice),
);
