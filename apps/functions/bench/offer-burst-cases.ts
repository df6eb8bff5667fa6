import { randomInt, randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { VOUCHER_CODE_ALPHABET, VOUCHER_CODE_LENGTH } from '@camping/domain/vouchers/voucher';
import type { StackInfo } from '@camping/stack/profiles';
import { RATE_LIMITS } from '../src/shared/limits.ts';
import { callable, callers, type BurstCase } from './burst-calls.ts';

/** A code no voucher has: each call its own, so only the caller's limit counts, not the code's. */
const unknownCode = () =>
  Array.from(
    { length: VOUCHER_CODE_LENGTH },
    () => VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)],
  ).join('');

/**
 * The writing endpoints of gift vouchers and promo codes for the burst bench (bursts.ts), each with
 * a payload that passes its checks.
 */
export function offerBurstCases(stack: StackInfo, adminAuth: Auth): BurstCase[] {
  const { customer, staffCall } = callers(stack, adminAuth);
  // Staff actions on a voucher that is not there: each admitted call is refused after its count.
  const noSuchVoucher = { orderId: 'no-such-order', reason: 'Burst test.' };
  return [
    {
      name: 'checkVoucher',
      limit: RATE_LIMITS.checkVoucher.max,
      call: callable(stack, 'checkVoucher', () => ({ code: unknownCode() })),
      caller: customer,
    },
    {
      name: 'buyGiftVoucher',
      limit: RATE_LIMITS.buyGiftVoucher.max,
      call: callable(stack, 'buyGiftVoucher', (n) => ({
        amountDollars: 100,
        buyerName: 'Burst Buyer',
        recipientName: 'Burst Recipient',
        recipientEmail: `burst-gift-${n}@example.com`,
        message: `Gift ${n}.`,
        sendOn: todayInSydney(),
        idempotencyKey: randomUUID(),
      })),
      caller: customer,
    },
    staffCall('staffFindVouchers', () => ({ term: 'burst-gift' })),
    staffCall('staffResendVoucher', () => noSuchVoucher),
    staffCall('staffVoidVoucher', () => noSuchVoucher),
    // New settings of a code that is not there: each admitted call is refused after its count.
    staffCall('staffSavePromoCode', () => ({
      isNew: false,
      promo: { code: 'NOSUCHBURST', discount: { kind: 'percent', percent: 10 }, active: true },
    })),
  ];
}
