import { describe, expect, it } from 'vitest';
import { parseIsoDate } from '../dates/calendar.ts';
import { checkoutStayPath, stayAskedIn, staySearchPath } from './stay-links.ts';

const stay = {
  arrival: parseIsoDate('2027-03-05'),
  departure: parseIsoDate('2027-03-07'),
  guests: 2,
};

describe('stay links', () => {
  it('names a stay in the search’s and the checkout’s addresses, and reads it back', () => {
    const search = staySearchPath(stay);
    expect(search).toBe('/locations?arrival=2027-03-05&departure=2027-03-07&guests=2');
    expect(stayAskedIn(new URL(search, 'https://x').searchParams)).toEqual(stay);
    expect(
      checkoutStayPath({
        ...stay,
        locationId: 'lane-cove-river',
        packageId: 'essentials',
      }),
    ).toBe(
      '/checkout?location=lane-cove-river&package=essentials&arrival=2027-03-05&departure=2027-03-07&guests=2',
    );
  });

  it('reads no stay from an address without a whole one', () => {
    for (const query of [
      '',
      'arrival=2027-03-05&departure=2027-03-07',
      'arrival=2027-02-30&departure=2027-03-07&guests=2',
      'arrival=2027-03-05&departure=2027-03-07&guests=1.5',
      'arrival=2027-03-05&departure=2027-03-07&guests=0',
    ]) {
      expect(stayAskedIn(new URLSearchParams(query))).toBeNull();
    }
  });
});
