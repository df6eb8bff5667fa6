import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { voucherPartCents, type VoucherCheck } from '@camping/domain/vouchers/voucher-spend';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { checkVoucher } from './booking-calls.ts';

/** What an applied voucher does to a total: what it pays, what the card pays, what it keeps. */
export interface VoucherShare {
  voucherCents: number;
  cardCents: number;
  leftOnVoucherCents: number;
}

/** The share of a total an applied voucher pays, by the server's rule (voucherPartCents). */
export function voucherShareOf(voucher: VoucherCheck, totalCents: number): VoucherShare {
  const voucherCents = voucherPartCents(voucher.spendableCents, totalCents);
  return {
    voucherCents,
    cardCents: totalCents - voucherCents,
    leftOnVoucherCents: voucher.spendableCents - voucherCents,
  };
}

/**
 * The checkout's voucher: a code checked with `checkVoucher` and, once applied, what it pays of the
 * total on the screen, sent with the checkout as the amount the page showed. The server's word that
 * it now pays another amount (spent elsewhere meanwhile) replaces what the page shows.
 */
export function useCheckoutVoucher() {
  const check = useMutation({ mutationFn: checkVoucher });
  const [applied, setApplied] = useState<VoucherCheck | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function apply(code: string) {
    setError(null);
    if (!code.trim()) {
      setError('Enter the voucher’s code.');
      return;
    }
    try {
      setApplied(await check.mutateAsync(code));
    } catch (failure) {
      setError(
        spokenMessage(
          failure,
          'We could not check that code. Check your connection and try again.',
        ),
      );
    }
  }

  return {
    applied,
    error,
    checking: check.isPending,
    apply,
    remove: () => {
      setApplied(null);
      setError(null);
    },
    /** The checkout's voucher fields for a total, or none. */
    fieldsFor: (totalCents: number) =>
      applied
        ? {
            voucherCode: applied.code,
            expectedVoucherCents: voucherShareOf(applied, totalCents).voucherCents,
          }
        : {},
    /** The server said the voucher now pays `cents` of this stay: show that, or drop it if nothing. */
    changed: (cents: number) =>
      setApplied((current) =>
        current && cents > 0 ? { ...current, spendableCents: cents } : null,
      ),
  };
}

export type CheckoutVoucher = ReturnType<typeof useCheckoutVoucher>;
