import { describe, expect, it } from 'vitest';
import { bookingRequestedPath, checkoutPath, reviewPath } from './paths.ts';

describe('checkoutPath', () => {
  it('carries the choice in the address', () => {
    expect(checkoutPath()).toBe('/checkout');
    expect(checkoutPath({ locationId: 'lane-cove-river' })).toBe(
      '/checkout?location=lane-cove-river',
    );
    expect(checkoutPath({ locationId: 'lane-cove-river', packageId: 'essentials' })).toBe(
      '/checkout?location=lane-cove-river&package=essentials',
    );
  });

  it('names the booking whose payment was cancelled, encoded', () => {
    expect(checkoutPath({ locationId: 'a', packageId: 'b', cancelledBookingId: 'x/y&z' })).toBe(
      '/checkout?location=a&package=b&cancelled=x%2Fy%26z',
    );
    expect(bookingRequestedPath('Ab-3_x')).toBe('/booking-requested/Ab-3_x');
    expect(reviewPath('Ab-3_x')).toBe('/account/bookings/Ab-3_x/review');
  });
});
