import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../dates/calendar.ts';
import {
  calendarSequence,
  changeDatesPath,
  CONTACT_US_TO_CHANGE,
  customerDateChangeRefusal,
  dateChangeRequestSchema,
  staffDateChangeRefusal,
} from './date-change.ts';

const today = '2026-12-01' as IsoDate;
const arrival = (date: string) => date as IsoDate;

describe('customerDateChangeRefusal', () => {
  it('lets the customer change a paid booking until 14 Sydney days before arrival', () => {
    for (const status of ['requested', 'confirmed'] as const) {
      expect(customerDateChangeRefusal({ status, arrival: arrival('2026-12-15') }, today)).toBe(
        null,
      );
    }
  });

  it('says to contact us from 13 days before arrival', () => {
    for (const date of ['2026-12-14', '2026-12-11', '2026-12-01']) {
      expect(
        customerDateChangeRefusal({ status: 'confirmed', arrival: arrival(date) }, today),
      ).toBe(CONTACT_US_TO_CHANGE);
    }
  });

  it('refuses an unpaid hold and a booking that is over, saying where it stands', () => {
    for (const status of [
      'pending_payment',
      'expired',
      'declined',
      'completed',
      'cancelled',
    ] as const) {
      expect(customerDateChangeRefusal({ status, arrival: arrival('2027-02-10') }, today)).toBe(
        `This booking is ${status.replace('_', ' ')}, so its dates cannot be changed.`,
      );
    }
  });
});

describe('staffDateChangeRefusal', () => {
  it('lets staff change a paid booking until the day before arrival, without the 14-day rule', () => {
    for (const date of ['2026-12-02', '2026-12-11', '2027-02-10']) {
      expect(staffDateChangeRefusal({ status: 'confirmed', arrival: arrival(date) }, today)).toBe(
        null,
      );
    }
  });

  it('refuses a stay that has begun, and the statuses the customer is refused', () => {
    for (const date of ['2026-12-01', '2026-11-28']) {
      expect(staffDateChangeRefusal({ status: 'confirmed', arrival: arrival(date) }, today)).toBe(
        'This stay has begun, so its dates cannot be changed.',
      );
    }
    expect(
      staffDateChangeRefusal({ status: 'pending_payment', arrival: arrival('2027-02-10') }, today),
    ).toBe('This booking is pending payment, so its dates cannot be changed.');
  });
});

describe('calendarSequence', () => {
  it('counts the changes of dates in the history', () => {
    const event = { status: 'confirmed' as const, at: '2026-12-01T00:00:00.000Z', by: 'u' };
    expect(calendarSequence({ history: [event] })).toBe(0);
    expect(
      calendarSequence({
        history: [event, { ...event, changeId: 'a' }, { ...event, changeId: 'b' }],
      }),
    ).toBe(2);
  });
});

describe('dateChangeRequestSchema', () => {
  const request = {
    bookingId: 'abc123',
    locationId: 'lane-cove-river',
    packageId: 'essentials',
    addOns: [],
    guests: 2,
    arrival: '2027-03-01',
    departure: '2027-03-03',
    expectedDifferenceCents: -4500,
    idempotencyKey: '4b0a4a3e-2a4c-4f7e-9a57-0f0c8b3f1a11',
  };

  it('takes a refund as a negative difference', () => {
    expect(dateChangeRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses a stay that ends before it starts and a missing key, in words', () => {
    const parsed = dateChangeRequestSchema.safeParse({
      ...request,
      departure: '2027-02-27',
      idempotencyKey: 'again',
    });
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      'The change key is not valid; reload the page.',
      'Choose a departure date after your arrival date.',
    ]);
  });
});

describe('changeDatesPath', () => {
  it('is a view of My Bookings naming the booking', () => {
    expect(changeDatesPath('a b/c')).toBe('/account/bookings?change=a%20b%2Fc');
  });
});
