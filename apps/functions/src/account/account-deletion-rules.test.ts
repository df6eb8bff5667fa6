import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '@camping/domain/dates/calendar';
import {
  RECENT_LOGIN_MAX_AGE_SECONDS,
  assertRecentLogin,
  findUpcomingBooking,
} from './account-deletion-rules.ts';

describe('assertRecentLogin', () => {
  const now = Date.UTC(2026, 10, 21, 3, 0, 0);
  const secondsAgo = (seconds: number) => now / 1000 - seconds;

  it('lets a person who logged in within five minutes through', () => {
    expect(() => assertRecentLogin(secondsAgo(RECENT_LOGIN_MAX_AGE_SECONDS), now)).not.toThrow();
  });

  it('asks anyone else to log in again', () => {
    let error: unknown;
    try {
      assertRecentLogin(secondsAgo(RECENT_LOGIN_MAX_AGE_SECONDS + 1), now);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HttpsError);
    expect(error).toMatchObject({
      code: 'failed-precondition',
      message: 'For your security, please enter your password again to continue.',
      details: { reason: 'requires-recent-login' },
    });
  });
});

describe('assertRecentLogin without a login time', () => {
  it('fails closed when the token has no usable auth_time', () => {
    const now = Date.UTC(2026, 10, 21, 3, 0, 0);
    for (const authTime of [undefined, null, 'recently', Number.NaN]) {
      expect(() => assertRecentLogin(authTime, now)).toThrow(
        'For your security, please enter your password again to continue.',
      );
    }
  });
});

describe('findUpcomingBooking', () => {
  const today = '2026-11-21' as IsoDate;
  const booking = (status: string, arrival: string, departure: string) => ({
    status,
    arrival,
    departure,
  });

  it('finds the earliest booking that still holds a kit from today on', () => {
    expect(
      findUpcomingBooking(
        [
          booking('confirmed', '2027-01-10', '2027-01-12'),
          booking('requested', '2026-12-01', '2026-12-03'),
          booking('cancelled', '2026-11-25', '2026-11-27'),
        ],
        today,
      ),
    ).toEqual({ arrival: '2026-12-01' });
  });

  it('counts a stay that ends today as still to come', () => {
    expect(findUpcomingBooking([booking('confirmed', '2026-11-19', '2026-11-21')], today)).toEqual({
      arrival: '2026-11-19',
    });
  });

  it('ignores past, finished, cancelled and malformed bookings', () => {
    expect(
      findUpcomingBooking(
        [
          booking('confirmed', '2026-11-01', '2026-11-20'),
          booking('completed', '2026-10-01', '2026-10-03'),
          booking('declined', '2026-12-01', '2026-12-03'),
          booking('expired', '2026-12-01', '2026-12-03'),
          { status: 'confirmed' },
        ],
        today,
      ),
    ).toBeNull();
  });
});
