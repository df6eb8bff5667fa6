import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_NAME } from '../product.ts';
import { pageTitle } from './page-title.ts';

describe('pageTitle', () => {
  it('appends the product name to a route name', () => {
    expect(pageTitle('Pricing')).toBe('Pricing | The Complete Camping Experience');
    expect(pageTitle('My Bookings')).toBe('My Bookings | The Complete Camping Experience');
  });

  it('uses a page title as it is', () => {
    expect(pageTitle({ title: 'Something went wrong' })).toBe('Something went wrong');
  });

  it('falls back to the product name', () => {
    expect(pageTitle()).toBe(PRODUCT_NAME);
    expect(pageTitle('')).toBe(PRODUCT_NAME);
    expect(pageTitle('   ')).toBe(PRODUCT_NAME);
    expect(pageTitle({ title: ' ' })).toBe(PRODUCT_NAME);
  });

  it('treats data names (a campground) like route names', () => {
    expect(pageTitle('Euroka, Blue Mountains')).toBe(
      'Euroka, Blue Mountains | The Complete Camping Experience',
    );
  });

  it('always ends a named title with the product name', () => {
    fc.assert(
      fc.property(
        fc.string().filter((name) => name.trim() !== ''),
        (name) => {
          expect(pageTitle(name)).toBe(`${name.trim()} | ${PRODUCT_NAME}`);
        },
      ),
    );
  });
});
