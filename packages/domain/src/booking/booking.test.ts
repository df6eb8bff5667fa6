import { describe, expect, it } from 'vitest';
import {
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  HOLDING_STATUSES,
  bookingSchema,
  canTransition,
} from './booking.ts';

const booking = {
  id: 'b1',
  userId: 'uid-1',
  locationId: 'bouddi-national-park',
  packageId: 'classic',
  addOns: [{ addOnId: 'firewood', quantity: 2 }],
  arrival: '2026-12-04',
  departure: '2026-12-06',
  guests: 2,
  status: 'pending_payment',
  totalCents: 42_800,
  gstCents: 3_891,
  currency: 'AUD',
  holdExpiresAt: '2026-11-21T03:30:00.000Z',
  createdAt: '2026-11-21T03:00:00.000Z',
  updatedAt: '2026-11-21T03:00:00.000Z',
  history: [{ status: 'pending_payment', at: '2026-11-21T03:00:00.000Z', by: 'uid-1' }],
};

describe('bookingSchema', () => {
  it('accepts a booking', () => {
    expect(bookingSchema.parse(booking).status).toBe('pending_payment');
  });

  it('needs departure after arrival', () => {
    const result = bookingSchema.safeParse({ ...booking, departure: '2026-12-04' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['departure'],
      message: 'Departure must be after arrival.',
    });
  });

  it('only knows the lifecycle statuses and AUD', () => {
    expect(bookingSchema.safeParse({ ...booking, status: 'paid' }).success).toBe(false);
    expect(bookingSchema.safeParse({ ...booking, currency: 'USD' }).success).toBe(false);
  });
});

describe('booking lifecycle', () => {
  it('follows docs/product/decisions.md', () => {
    expect(canTransition('pending_payment', 'requested')).toBe(true);
    expect(canTransition('pending_payment', 'expired')).toBe(true);
    expect(canTransition('requested', 'confirmed')).toBe(true);
    expect(canTransition('requested', 'declined')).toBe(true);
    expect(canTransition('confirmed', 'completed')).toBe(true);
    expect(canTransition('confirmed', 'cancelled')).toBe(true);
  });

  it('never leaves a final status or goes backwards', () => {
    for (const final of ['declined', 'completed', 'cancelled', 'credited'] as const) {
      expect(BOOKING_TRANSITIONS[final]).toEqual([]);
    }
    expect(canTransition('requested', 'pending_payment')).toBe(false);
  });

  it('lets an expired hold become requested only when its payment arrives late', () => {
    // Issue 11: paid after the hold expired, the nights are taken again if still free.
    expect(BOOKING_TRANSITIONS.expired).toEqual(['requested']);
  });

  it('lists every status, and which of them hold a kit', () => {
    expect(Object.keys(BOOKING_TRANSITIONS).sort()).toEqual([...BOOKING_STATUSES].sort());
    expect(HOLDING_STATUSES).toEqual([
      'pending_payment',
      'requested',
      'confirmed',
      'awaiting_choice',
    ]);
  });
});
