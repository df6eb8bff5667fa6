import { describe, expect, it } from 'vitest';
import {
  guestPageLink,
  loginPathFor,
  returnToFrom,
  safeReturnTo,
  withReturnTo,
} from './return-to.ts';

describe('safeReturnTo', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeReturnTo('/account/bookings')).toBe('/account/bookings');
    expect(safeReturnTo('/checkout?packageId=essentials#dates')).toBe(
      '/checkout?packageId=essentials#dates',
    );
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'account',
      '',
      null,
    ]) {
      expect(safeReturnTo(value)).toBeNull();
    }
  });

  it('refuses guest-only pages, which would send a signed-in person round in circles', () => {
    expect(safeReturnTo('/login')).toBeNull();
    expect(safeReturnTo('/auth?mode=signIn')).toBeNull();
  });
});

describe('returnToFrom', () => {
  const origin = 'https://camping.example';

  it('reads returnTo from the address', () => {
    expect(returnToFrom(new URLSearchParams('returnTo=%2Fcheckout'), origin)).toBe('/checkout');
    expect(
      returnToFrom(new URLSearchParams('returnTo=https%3A%2F%2Fevil.example'), origin),
    ).toBeNull();
  });

  it("reads it from an e-mail link's continueUrl when that points at this site", () => {
    const ours = encodeURIComponent(`${origin}/auth?returnTo=%2Fcheckout`);
    expect(returnToFrom(new URLSearchParams(`mode=signIn&continueUrl=${ours}`), origin)).toBe(
      '/checkout',
    );
    const theirs = encodeURIComponent('https://evil.example/auth?returnTo=%2Fcheckout');
    expect(returnToFrom(new URLSearchParams(`continueUrl=${theirs}`), origin)).toBeNull();
    expect(returnToFrom(new URLSearchParams('continueUrl=not%20a%20url'), origin)).toBeNull();
  });
});

describe('links', () => {
  it('loginPathFor remembers where the guest was going', () => {
    expect(loginPathFor({ pathname: '/account/details', search: '?tab=email', hash: '' })).toBe(
      '/login?returnTo=%2Faccount%2Fdetails%3Ftab%3Demail',
    );
  });

  it('withReturnTo passes the return-to between guest pages', () => {
    expect(withReturnTo('/signup', '/checkout')).toBe('/signup?returnTo=%2Fcheckout');
    expect(withReturnTo('/signup', null)).toBe('/signup');
    expect(withReturnTo('/login?email=jo%40example.com', '/checkout')).toBe(
      '/login?email=jo%40example.com&returnTo=%2Fcheckout',
    );
  });

  describe('guestPageLink', () => {
    const origin = 'https://camping.example';
    const at = (path: string) => {
      const url = new URL(path, origin);
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    };

    it('comes back to the page it is on, with its choices', () => {
      expect(guestPageLink('/signup', at('/locations/euroka#reviews'), origin)).toBe(
        '/signup?returnTo=%2Flocations%2Feuroka%23reviews',
      );
      expect(guestPageLink('/login', at('/'), origin)).toBe('/login?returnTo=%2F');
    });

    it("passes on a guest page's own return-to, whichever guest page it leads to", () => {
      const checkout = at('/login?returnTo=%2Fcheckout%3Flocation%3Deuroka');
      expect(guestPageLink('/signup', checkout, origin)).toBe(
        '/signup?returnTo=%2Fcheckout%3Flocation%3Deuroka',
      );
      expect(guestPageLink('/login', checkout, origin)).toBe(
        '/login?returnTo=%2Fcheckout%3Flocation%3Deuroka',
      );
      const emailLink = encodeURIComponent(`${origin}/auth?returnTo=%2Fcheckout`);
      expect(
        guestPageLink('/login', at(`/auth?mode=signIn&continueUrl=${emailLink}`), origin),
      ).toBe('/login?returnTo=%2Fcheckout');
    });

    it('leads to the plain guest page from a guest page going nowhere in particular', () => {
      expect(guestPageLink('/login', at('/signup'), origin)).toBe('/login');
      expect(
        guestPageLink('/signup', at('/login?returnTo=https%3A%2F%2Fevil.example'), origin),
      ).toBe('/signup');
    });
  });
});
