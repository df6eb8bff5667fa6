import { describe, expect, it } from 'vitest';
import { checkoutNotCompleted, decisionReason, latePayment } from './booking-outcome.ts';
import type { Booking, BookingStatus } from './booking.ts';

const at = '2026-11-21T03:00:00.000Z';

/** A booking that went through `steps` (status and who moved it there), paid `paidCents`. */
function booking(
  steps: [BookingStatus, string, string?][],
  paidCents = 0,
): Pick<Booking, 'status' | 'userId' | 'payment' | 'history'> {
  return {
    status: steps.at(-1)![0],
    userId: 'casey',
    payment: {
      method: 'test',
      checkoutSessionId: 'cs_1',
      paymentUrl: 'http://pay.example',
      paidCents,
      refundedCents: 0,
    },
    history: steps.map(([status, by, note]) => ({ status, at, by, ...(note ? { note } : {}) })),
  };
}

describe('checkoutNotCompleted', () => {
  it('is a hold released or run out before any payment made it a request', () => {
    const held: [BookingStatus, string] = ['pending_payment', 'casey'];
    expect(checkoutNotCompleted(booking([held, ['cancelled', 'casey']]))).toBe(true);
    expect(checkoutNotCompleted(booking([held, ['expired', 'system']]))).toBe(true);
    expect(checkoutNotCompleted(booking([held, ['cancelled', 'casey']], 45_800))).toBe(true);
  });

  it('is not a booking that became a request, or one that is still held', () => {
    const held: [BookingStatus, string] = ['pending_payment', 'casey'];
    const requested: [BookingStatus, string] = ['requested', 'stripe'];
    expect(checkoutNotCompleted(booking([held]))).toBe(false);
    expect(checkoutNotCompleted(booking([held, requested, ['cancelled', 'casey']]))).toBe(false);
    expect(checkoutNotCompleted(booking([held, requested, ['declined', 'staff']]))).toBe(false);
    expect(checkoutNotCompleted(booking([held, ['expired', 'system'], requested]))).toBe(false);
    expect(
      checkoutNotCompleted(
        booking([
          ['confirmed', 'staff'],
          ['cancelled', 'staff'],
        ]),
      ),
    ).toBe(false);
  });
});

describe('latePayment', () => {
  const held: [BookingStatus, string] = ['pending_payment', 'casey'];

  it('says why a payment was refunded as it arrived', () => {
    expect(latePayment(booking([held, ['cancelled', 'casey']], 45_800))).toBe('after-cancelling');
    expect(latePayment(booking([held, ['expired', 'system']], 45_800))).toBe('after-expiry');
  });

  it('is null without a payment, and for stays that were paid in time', () => {
    expect(latePayment(booking([held, ['cancelled', 'casey']]))).toBeNull();
    expect(
      latePayment(booking([held, ['requested', 'stripe'], ['cancelled', 'casey']], 45_800)),
    ).toBeNull();
  });
});

describe('decisionReason', () => {
  const requested: [BookingStatus, string][] = [
    ['pending_payment', 'casey'],
    ['requested', 'stripe'],
  ];

  it('is what staff wrote when they declined or cancelled', () => {
    expect(decisionReason(booking([...requested, ['declined', 'staff-1', 'Flooded.']]))).toBe(
      'Flooded.',
    );
    expect(decisionReason(booking([...requested, ['cancelled', 'staff-1', 'Closed.']]))).toBe(
      'Closed.',
    );
  });

  it('is the decision’s, even when a late payment’s refund was noted after it', () => {
    const cancelled = booking(
      [
        ['pending_payment', 'casey'],
        ['cancelled', 'staff-1', 'Closed.'],
        ['cancelled', 'stripe', 'Paid after the booking was cancelled: refunded in full.'],
      ],
      45_800,
    );
    expect(decisionReason(cancelled)).toBe('Closed.');
  });

  it('is nothing for the customer’s own cancellation, the system’s, or other statuses', () => {
    const mine = booking([...requested, ['cancelled', 'casey', 'Cancelled by the customer.']]);
    expect(decisionReason(mine)).toBeUndefined();
    expect(
      decisionReason(
        booking([
          ['pending_payment', 'casey'],
          ['expired', 'system', 'Ran out.'],
        ]),
      ),
    ).toBeUndefined();
    expect(decisionReason(booking([...requested, ['confirmed', 'staff-1', 'See you!']]))).toBe(
      undefined,
    );
  });
});
