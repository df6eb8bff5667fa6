import { describe, expect, it } from 'vitest';
import {
  BOOKING_RULES,
  DELIVERY_RADIUS_MINUTES,
  FUNCTIONS,
  IDENTITY,
  MENU_TRANSITION,
  MONEY,
  PRODUCT_NAME,
  QUERY_DEFAULTS,
  TOAST,
  Z_INDEX,
} from './constants.ts';

describe('constants of spec section 9 and product-decisions.md', () => {
  it('names the product and its delivery radius', () => {
    expect(PRODUCT_NAME).toBe('The Complete Camping Experience');
    expect(DELIVERY_RADIUS_MINUTES).toBe(120);
  });

  it('sets the data-query defaults', () => {
    expect(QUERY_DEFAULTS).toEqual({
      refetchOnWindowFocus: false,
      retry: false,
      staleTimeMs: 60_000,
      gcTimeMs: 300_000,
      mutationRetry: 0,
      maxRetryDelayMs: 30_000,
    });
  });

  it('sets toast, menu and layering values', () => {
    expect(TOAST).toEqual({ defaultLifeMs: 3000, maxWidth: '25rem' });
    expect(MENU_TRANSITION).toEqual({ enterMs: 120, exitMs: 100 });
    expect(Z_INDEX).toEqual({ overlay: 1000, menu: 1000, modal: 1100, tooltip: 1100, toast: 1200 });
  });

  it('sets function and identity limits', () => {
    expect(FUNCTIONS).toEqual({ timeoutMs: 70_000, region: 'us-central1' });
    expect(IDENTITY.minPasswordLength).toBe(6);
    expect(IDENTITY.networkTimeoutMs).toEqual({ desktop: 30_000, mobile: 60_000, offline: 5_000 });
    expect(IDENTITY.signInPopup).toEqual({ width: 500, height: 600 });
  });

  it('sets the booking rules and money of product-decisions.md', () => {
    expect(BOOKING_RULES).toMatchObject({ minNoticeDays: 3, minStayNights: 2, holdMinutes: 30 });
    expect(BOOKING_RULES.horizonDays).toBeGreaterThanOrEqual(365);
    expect(MONEY).toEqual({ currency: 'AUD', gstDivisor: 11 });
  });
});
