import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, canTransition } from '../booking/booking.ts';
import type { IsoDate } from '../dates/calendar.ts';
import type { BookingClosure } from './booking-closure.ts';
import {
  affectedByClosure,
  closureChoicePath,
  closureChoiceRefusal,
  closureCreditCents,
  closureDeadline,
  hasNightIn,
  movedStay,
} from './closure.ts';

const d = (date: string) => date as IsoDate;

describe('closureDeadline', () => {
  it('gives 7 Sydney days, or until the day before arrival when that is sooner', () => {
    expect(closureDeadline(d('2026-11-26'), d('2027-01-10'))).toBe('2026-12-03');
    expect(closureDeadline(d('2026-11-26'), d('2026-11-30'))).toBe('2026-11-29');
  });

  it('never ends before the day of the closure', () => {
    expect(closureDeadline(d('2026-11-26'), d('2026-11-26'))).toBe('2026-11-26');
  });
});

describe('which bookings a closure reaches', () => {
  it('takes holds awaiting payment and paid bookings, nothing finished', () => {
    expect(BOOKING_STATUSES.filter(affectedByClosure)).toEqual([
      'pending_payment',
      'requested',
      'confirmed',
    ]);
  });

  it('takes a stay with a night in the range, not one leaving on its first night', () => {
    const [first, last] = [d('2026-12-10'), d('2026-12-12')];
    const stay = (arrival: string, departure: string) => ({
      arrival: d(arrival),
      departure: d(departure),
    });
    expect(hasNightIn(stay('2026-12-08', '2026-12-11'), first, last)).toBe(true);
    expect(hasNightIn(stay('2026-12-12', '2026-12-14'), first, last)).toBe(true);
    expect(hasNightIn(stay('2026-12-08', '2026-12-10'), first, last)).toBe(false);
    expect(hasNightIn(stay('2026-12-13', '2026-12-15'), first, last)).toBe(false);
  });

  it('asks a paid booking to choose, after which it is moved back, credited or cancelled', () => {
    for (const from of ['requested', 'confirmed'] as const) {
      expect(canTransition(from, 'awaiting_choice')).toBe(true);
      expect(canTransition('awaiting_choice', from)).toBe(true);
    }
    expect(canTransition('awaiting_choice', 'credited')).toBe(true);
    expect(canTransition('awaiting_choice', 'cancelled')).toBe(true);
    expect(canTransition('pending_payment', 'awaiting_choice')).toBe(false);
  });
});

describe('the choices', () => {
  it('credits 110% of what was paid, to the cent', () => {
    expect(closureCreditCents(40_000)).toBe(44_000);
    expect(closureCreditCents(12_345)).toBe(13_580);
  });

  it('moves a stay with its number of nights', () => {
    const booking = { arrival: d('2026-12-10'), departure: d('2026-12-13') };
    expect(movedStay(booking, { kind: 'move', locationId: 'b', arrival: d('2027-02-01') })).toEqual(
      {
        locationId: 'b',
        arrival: '2027-02-01',
        departure: '2027-02-04',
      },
    );
  });

  it('links to the choice in My Bookings', () => {
    expect(closureChoicePath('Xy3')).toBe('/account/bookings?closure=Xy3');
  });
});

describe('closureChoiceRefusal', () => {
  const closure: BookingClosure = {
    closureId: 'c1',
    firstNight: d('2026-12-10'),
    lastNight: d('2026-12-12'),
    reason: 'Total fire ban.',
    deadline: d('2026-12-03'),
    previousStatus: 'confirmed',
  };
  const today = d('2026-11-26');

  it('lets the customer choose until the end of the deadline', () => {
    const booking = { status: 'awaiting_choice' as const, closure };
    expect(closureChoiceRefusal(booking, today)).toBeNull();
    expect(closureChoiceRefusal(booking, d('2026-12-03'))).toBeNull();
    expect(closureChoiceRefusal(booking, d('2026-12-04'))).toBe(
      'The time to choose ended on 3 December 2026, so this stay is being refunded in full.',
    );
  });

  it('refuses a second choice, saying what the first was', () => {
    const credited = {
      status: 'credited' as const,
      closure: { ...closure, choice: { kind: 'credit' as const }, voucherCode: 'ABCD2345EFGH6789' },
    };
    expect(closureChoiceRefusal(credited, today)).toBe(
      'A choice has already been made. This stay was credited: voucher ABCD-2345-EFGH-6789.',
    );
  });

  it('refuses a booking no closure reached', () => {
    expect(closureChoiceRefusal({ status: 'confirmed' }, today)).toBe(
      'This booking is not affected by a closure, so there is nothing to choose.',
    );
  });
});
