import { describe, expect, it } from 'vitest';
import { checkoutChoiceOf, checkoutPath } from './paths.ts';

describe('checkoutPath', () => {
  it('carries the choice in the address, and checkoutChoiceOf reads it back', () => {
    expect(checkoutPath()).toBe('/checkout');
    expect(checkoutPath({ locationId: 'lane-cove-river' })).toBe(
      '/checkout?location=lane-cove-river',
    );
    const path = checkoutPath({ locationId: 'lane-cove-river', packageId: 'essentials' });
    expect(path).toBe('/checkout?location=lane-cove-river&package=essentials');
    expect(checkoutChoiceOf(new URL(path, 'https://example.com').searchParams)).toEqual({
      locationId: 'lane-cove-river',
      packageId: 'essentials',
    });
    expect(checkoutChoiceOf(new URLSearchParams('location=&other=1'))).toEqual({});
  });
});
