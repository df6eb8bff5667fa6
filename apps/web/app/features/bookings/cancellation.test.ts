import type { IsoDate } from '@camping/domain/dates/calendar';
import { describe, expect, it } from 'vitest';
import { canCancel } from './cancellation.ts';

const today = '2026-12-01' as IsoDate;

describe('canCancel', () => {
  it('offers cancelling live bookings up to the day of arrival', () => {
    for (const status of ['requested', 'confirmed'] as const) {
      expect(canCancel({ status, arrival: '2026-12-10' }, today)).toBe(true);
    }
    expect(canCancel({ status: 'confirmed', arrival: '2026-12-01' }, today)).toBe(true);
  });

  it('not once the stay has begun, nor for bookings that are over', () => {
    expect(canCancel({ status: 'confirmed', arrival: '2026-11-30' }, today)).toBe(false);
    // An unpaid hold is released, not cancelled (AwaitingPaymentActions).
    for (const status of [
      'pending_payment',
      'expired',
      'declined',
      'completed',
      'cancelled',
    ] as const) {
      expect(canCancel({ status, arrival: '2026-12-10' }, today)).toBe(false);
    }
  });
});
