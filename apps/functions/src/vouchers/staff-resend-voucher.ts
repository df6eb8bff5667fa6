import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { voucherDocumentSchema } from '@camping/domain/firestore/documents';
import { voucherResendRefusal, voucherStatus } from '@camping/domain/vouchers/staff-vouchers';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { recordAudit } from '../staff/audit.ts';
import { deliverGiftVoucher } from './deliver-gift-voucher.ts';
import { noVoucher, staffVoucherTarget } from './staff-voucher-target.ts';

/**
 * Callable (staff): sends a gift voucher's e-mail to its recipient again (it went astray, or the
 * address was corrected). In one atomic update the gift is marked unsent and its resends counted,
 * with the audit entry; the delivery then sends it as the sweep would, as a new e-mail (its id counts
 * the resends), so two staff resending at once send it twice at most, never in one e-mail's place.
 */
export const staffResendVoucher = defineCallable(
  'staffResendVoucher',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async (request, call) => {
    const ref = await staffVoucherTarget(request);
    const voucher = await atomicUpdate(db, async (update) => {
      const snap = await update.get(ref);
      if (!snap.exists) throw noVoucher();
      const voucher = voucherDocumentSchema.parse(snap.data());
      const refusal = voucherResendRefusal(voucher, todayInSydney());
      if (refusal) throw new HttpsError('failed-precondition', refusal);
      const { sentAt, resends = 0 } = voucher.gift!;
      update.update(ref, { 'gift.sentAt': FieldValue.delete(), 'gift.resends': resends + 1 });
      recordAudit(update, call, {
        action: 'staffResendVoucher',
        target: ref.path,
        reason: request.reason,
        before: { gift: { sentAt: sentAt ?? null, resends } },
        after: { gift: { sentAt: null, resends: resends + 1 } },
      });
      return voucher;
    });
    await deliverGiftVoucher(ref.id);
    return { status: voucherStatus(voucher, todayInSydney()), refundCents: 0 };
  },
);
