import { HttpsError } from 'firebase-functions/v2/https';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { voucherDoc } from '@camping/domain/firestore/paths';
import {
  normaliseVoucherCode,
  spendableCents,
  voucherDocumentSchema,
} from '@camping/domain/vouchers/voucher';
import { VOUCHER_NOT_VALID, voucherRefusal } from '@camping/domain/vouchers/voucher-spend';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS, VOUCHER_CODE_CHECK_LIMIT } from '../shared/limits.ts';
import { enforceRateLimit } from '../shared/rate-limit.ts';

/**
 * Callable: what a voucher code can pay today and its last day, for the checkout to show before it
 * is spent; never whose it is. Limited per caller and per code (whoever asks), so guessing codes
 * from many accounts is as slow as from one; a code that cannot be one and an unknown one get the
 * same sentence, so the words teach a guesser nothing.
 */
export const checkVoucher = defineCallable(
  'checkVoucher',
  { requireSignIn: 'Log in to use a voucher.', rateLimit: RATE_LIMITS.checkVoucher },
  async ({ code: typed }) => {
    const code = normaliseVoucherCode(typed);
    if (!code) throw new HttpsError('failed-precondition', VOUCHER_NOT_VALID);
    await enforceRateLimit(db, VOUCHER_CODE_CHECK_LIMIT, code);
    const snap = await db.doc(voucherDoc(code)).get();
    const voucher = snap.exists ? voucherDocumentSchema.parse(snap.data()) : undefined;
    const today = todayInSydney();
    const refusal = voucherRefusal(voucher, today);
    if (refusal || !voucher)
      throw new HttpsError('failed-precondition', refusal ?? VOUCHER_NOT_VALID);
    return { code, spendableCents: spendableCents(voucher, today), expiresOn: voucher.expiresOn };
  },
);
