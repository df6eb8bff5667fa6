import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents } from './dollars.ts';

describe('dollarsToCents', () => {
  it.each([
    ['45', 4500],
    ['45.5', 4550],
    ['45.50', 4550],
    ['0.07', 7],
    ['.99', 99],
    ['19.99', 1999],
    ['0.29', 29],
    ['1.00', 100],
    ['$1,045.50', 104_550],
    ['  289.00 ', 28_900],
    ['0', 0],
  ])('reads %j as %i cents, exactly', (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(['', '$', '.', '12.345', '-5', '1,00', '4 5', 'ten', '1e3', '45.', '99999999999999999'])(
    'refuses %j',
    (text) => {
      expect(dollarsToCents(text)).toBeNull();
    },
  );
});

describe('centsToDollars', () => {
  it.each([
    [0, '0.00'],
    [7, '0.07'],
    [4550, '45.50'],
    [28_900, '289.00'],
    [104_550, '1045.50'],
  ])('writes %i cents as %j', (cents, text) => {
    expect(centsToDollars(cents)).toBe(text);
  });

  it('goes back to the same cents for every amount up to $100', () => {
    for (let cents = 0; cents <= 10_000; cents += 1) {
      expect(dollarsToCents(centsToDollars(cents))).toBe(cents);
    }
  });

  it('refuses what is not a whole number of cents', () => {
    expect(() => centsToDollars(19.99)).toThrow(RangeError);
    expect(() => centsToDollars(-1)).toThrow(RangeError);
  });
});
