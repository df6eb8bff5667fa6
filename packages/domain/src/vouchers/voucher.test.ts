import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../dates/calendar.ts';
import {
  formatVoucherCode,
  normaliseVoucherCode,
  spendableCents,
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CODE_LENGTH,
  voucherExpiry,
} from './voucher.ts';

describe('voucher codes', () => {
  it('carry at least 60 bits and no look-alike characters', () => {
    expect(VOUCHER_CODE_LENGTH * Math.log2(VOUCHER_CODE_ALPHABET.length)).toBeGreaterThan(60);
    expect(VOUCHER_CODE_ALPHABET).not.toMatch(/[01ILOUV]/);
    expect(new Set(VOUCHER_CODE_ALPHABET).size).toBe(VOUCHER_CODE_ALPHABET.length);
  });

  it('are printed in groups of 4 and read back however they are typed', () => {
    const code = 'ABCD2345EFGH6789';
    expect(formatVoucherCode(code)).toBe('ABCD-2345-EFGH-6789');
    for (const typed of ['abcd-2345-efgh-6789', ' ABCD 2345 EFGH 6789 ', code]) {
      expect(normaliseVoucherCode(typed)).toBe(code);
    }
  });

  it('refuses what cannot be a code', () => {
    for (const typed of ['', 'ABCD-2345-EFGH-678', 'ABCD-2345-EFGH-6780', 'OBCD2345EFGH6789']) {
      expect(normaliseVoucherCode(typed)).toBeNull();
    }
  });

  it('prints every code so that it reads back as itself', () => {
    const character = fc.constantFrom(...VOUCHER_CODE_ALPHABET);
    const code = fc
      .array(character, { minLength: VOUCHER_CODE_LENGTH, maxLength: VOUCHER_CODE_LENGTH })
      .map((characters) => characters.join(''));
    fc.assert(
      fc.property(code, (value) => normaliseVoucherCode(formatVoucherCode(value)) === value),
    );
  });
});

describe('voucherExpiry', () => {
  it('is the same day 3 years on, 28 February for a 29 February', () => {
    expect(voucherExpiry('2026-11-26' as IsoDate)).toBe('2029-11-26');
    expect(voucherExpiry('2028-02-29' as IsoDate)).toBe('2031-02-28');
  });
});

describe('what a voucher can still pay', () => {
  const voucher = { balanceCents: 4_000, expiresOn: '2029-11-26' as IsoDate };

  it('is its balance up to and on its last day, and nothing after', () => {
    expect(spendableCents(voucher, '2029-11-26' as IsoDate)).toBe(4_000);
    expect(spendableCents(voucher, '2029-11-27' as IsoDate)).toBe(0);
  });

  it('is nothing once voided', () => {
    expect(
      spendableCents({ ...voucher, voidedAt: '2026-11-26T00:00:00.000Z' }, '2026-11-26' as IsoDate),
    ).toBe(0);
  });
});
