import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../dates/calendar.ts';
import { customerCancellationRefusal } from './customer-cancellation.ts';

const today = '2026-12-01' as IsoDate;
const arrival = (date: string) => date as IsoDate;

describe('customerCancellationRefusal', () => {
  it('lets the customer cancel a live booking up to the day of arrival', () => {
    for (const status of ['pending_payment', 'requested', 'confirmed'] as const) {
      expect(customerCancellationRefusal({ status, arrival: arrival('2026-12-10') }, today)).toBe(
        null,
      );
    }
    expect(
      customerCancellationRefusal({ status: 'confirmed', arrival: arrival('2026-12-01') }, today),
    ).toBe(null);
  });

  it('not once the stay has begun', () => {
    expect(
      customerCancellationRefusal({ status: 'confirmed', arrival: arrival('2026-11-30') }, today),
    ).toBe('This stay has started; call us to change it.');
  });

  it('nor a booking that is over, saying where it stands', () => {
    for (const status of ['expired', 'declined', 'completed', 'cancelled'] as const) {
      expect(customerCancellationRefusal({ status, arrival: arrival('2026-12-10') }, today)).toBe(
        `This booking is ${status} and cannot be cancelled.`,
      );
    }
  });
});
