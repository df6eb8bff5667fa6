import { randomInt } from 'node:crypto';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '@camping/domain/vouchers/voucher';

/**
 * A new voucher code, as stored (its document id): each character drawn uniformly from the
 * alphabet by the operating system's cryptographic generator, so codes cannot be guessed from
 * others.
 */
export function newVoucherCode(): string {
  return Array.from(
    { length: VOUCHER_CODE_LENGTH },
    () => VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)],
  ).join('');
}
