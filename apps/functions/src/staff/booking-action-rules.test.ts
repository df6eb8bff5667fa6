import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES } from '@camping/domain/booking/booking';
import { parseIsoDate as d } from '@camping/domain/dates/calendar';
import { STAFF_BOOKING_ACTION_NAMES, staffMayTake } from '@camping/domain/staff/staff-requests';
import { staffActionRefusal } from './booking-action-rules.ts';

const today = d('2026-11-25');
const past = d('2026-11-20');

describe('staffActionRefusal', () => {
  it('allows exactly the moves STAFF_BOOKING_ACTIONS allows, and refuses every other with a sentence', () => {
    for (const status of BOOKING_STATUSES) {
      for (const action of STAFF_BOOKING_ACTION_NAMES) {
        const refusal = staffActionRefusal({ status, departure: past }, action, today);
        if (staffMayTake(action, status)) {
          expect(refusal, `${status} -> ${action}`).toBeNull();
        } else {
          expect(refusal, `${status} -> ${action}`).toMatch(/^This booking [^_]+\.$/);
        }
      }
    }
  });

  it('tells the second of two staff who clicked at once what the first one did', () => {
    const confirmed = { status: 'confirmed' as const, departure: past };
    const declined = { status: 'declined' as const, departure: past };
    expect(staffActionRefusal(confirmed, 'confirm', today)).toBe(
      'This booking is already confirmed.',
    );
    expect(staffActionRefusal(declined, 'decline', today)).toBe(
      'This booking is already declined.',
    );
    expect(staffActionRefusal(declined, 'confirm', today)).toBe(
      'This booking is already declined, so it cannot be confirmed.',
    );
    expect(staffActionRefusal(confirmed, 'decline', today)).toBe(
      'This booking is already confirmed, so it cannot be declined. Cancel it instead if the stay cannot go ahead.',
    );
    expect(staffActionRefusal({ status: 'cancelled', departure: past }, 'cancel', today)).toBe(
      'This booking is already cancelled.',
    );
    expect(staffActionRefusal({ status: 'completed', departure: past }, 'complete', today)).toBe(
      'This booking is already completed.',
    );
  });

  it('says what to do first where there is something', () => {
    expect(staffActionRefusal({ status: 'requested', departure: past }, 'complete', today)).toBe(
      'This booking is still a request, so it cannot be marked completed. Confirm it first.',
    );
    expect(
      staffActionRefusal({ status: 'pending_payment', departure: past }, 'confirm', today),
    ).toBe('This booking is still waiting for payment, so it cannot be confirmed.');
    expect(staffActionRefusal({ status: 'expired', departure: past }, 'cancel', today)).toBe(
      'This booking expired unpaid, so it cannot be cancelled.',
    );
  });

  it('releases an unpaid hold rather than cancelling it with a refund, and never a paid booking', () => {
    const hold = { status: 'pending_payment' as const, departure: past };
    expect(staffActionRefusal(hold, 'release', today)).toBeNull();
    expect(staffActionRefusal(hold, 'cancel', today)).toBe(
      'This booking is still waiting for payment, so it cannot be cancelled. Nothing was paid: release the hold instead.',
    );
    expect(staffActionRefusal({ status: 'confirmed', departure: past }, 'release', today)).toBe(
      'This booking is already confirmed, so it cannot be released. It is paid: cancel it instead.',
    );
    expect(staffActionRefusal({ status: 'cancelled', departure: past }, 'release', today)).toBe(
      'This booking is already cancelled.',
    );
  });

  it('completes a stay only from its departure day on, in Sydney', () => {
    const stay = (departure: string) => ({ status: 'confirmed' as const, departure: d(departure) });
    expect(staffActionRefusal(stay('2026-11-26'), 'complete', today)).toBe(
      'This stay ends on 26 November 2026: mark it completed on or after that day.',
    );
    expect(staffActionRefusal(stay('2026-11-25'), 'complete', today)).toBeNull();
    expect(staffActionRefusal(stay('2026-11-26'), 'cancel', today)).toBeNull();
  });
});
