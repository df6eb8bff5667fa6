import { HttpsError } from 'firebase-functions/v2/https';
import { voucherDocumentSchema } from '@camping/domain/firestore/documents';
import { voucherVoidRefusal } from '@camping/domain/vouchers/staff-vouchers';
import { PAYMENT_SECRETS, paymentProvider } from '../payments/payment-provider.ts';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { recordAudit } from '../staff/audit.ts';
import { settleVoucherRefundNowOrBySweep } from './settle-voucher-refund.ts';
import { noVoucher, staffVoucherTarget } from './staff-voucher-target.ts';

/**
 * Callable (staff): voids a gift voucher and refunds its buyer what was left on it. In one atomic
 * update the voucher is voided (it pays for nothing more), its balance goes to nothing and is marked
 * due to the card, with the audit entry; two voids at once void it once, and the second is told so.
 * The refund is then sent (settleVoucherRefund); if the card provider does not answer, it stays due
 * and the sweep sends it. A credit is never voided: the customer took it instead of a refund.
 */
export const staffVoidVoucher = defineCallable(
  'staffVoidVoucher',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff, secrets: PAYMENT_SECRETS },
  async (request, call) => {
    const ref = await staffVoucherTarget(request);
    const refundCents = await atomicUpdate(db, async (update) => {
      const snap = await update.get(ref);
      if (!snap.exists) throw noVoucher();
      const voucher = voucherDocumentSchema.parse(snap.data());
      const refusal = voucherVoidRefusal(voucher);
      if (refusal) throw new HttpsError('failed-precondition', refusal);
      const due = voucher.balanceCents;
      const voided = {
        voidedAt: new Date().toISOString(),
        balanceCents: 0,
        ...(due > 0 ? { refundDueCents: due } : {}),
      };
      update.update(ref, voided);
      const before = snap.data()!;
      recordAudit(update, call, {
        action: 'staffVoidVoucher',
        target: ref.path,
        reason: request.reason,
        before,
        after: { ...before, ...voided },
      });
      return due;
    });
    if (refundCents > 0) await settleVoucherRefundNowOrBySweep(db, paymentProvider(), ref.id);
    return { status: 'voided' as const, refundCents };
  },
);
