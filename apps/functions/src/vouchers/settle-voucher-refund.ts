import type { Firestore } from 'firebase-admin/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { voucherDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS, mailDoc, voucherDoc } from '@camping/domain/firestore/paths';
import { queueMail } from '../mail/queue-mail.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';

/** Voided vouchers whose refund one sweep retries at most. */
const SWEEP_BATCH = 50;

/**
 * Sends what a void left to refund (`refundDueCents`, set in the same update as `voidedAt`) to the
 * gift's card, then records it and queues the buyer's e-mail in one atomic update. The refund's
 * idempotency key is the voucher's (`void-<code>`), so the void's own try, the sweep's and any run
 * at the same time make one refund at the provider, and only the first to record it sends the e-mail.
 */
export async function settleVoucherRefund(
  db: Firestore,
  provider: Pick<PaymentProvider, 'refund'>,
  code: string,
): Promise<number> {
  const ref = db.doc(voucherDoc(code));
  const voucher = voucherDocumentSchema.parse((await ref.get()).data());
  const due = voucher.refundDueCents ?? 0;
  if (due <= 0 || !voucher.gift) return 0;
  const gift = voucher.gift;
  const refund = await provider.refund({
    paymentIntentId: gift.paymentIntentId,
    amountCents: due,
    // The refund's metadata names what it gives money back for: here the gift's order.
    bookingId: gift.orderId,
    key: `void-${code}`,
  });
  // Templates load with the first e-mail that needs them, not with every function.
  const { voucherVoidMail } = await import('./voucher-void-mail.tsx');
  const mail = await voucherVoidMail(gift, due, code.slice(-4));
  return atomicUpdate(db, async (update) => {
    const current = voucherDocumentSchema.parse((await update.get(ref)).data());
    if (!current.refundDueCents) return 0;
    update.update(ref, {
      refundDueCents: FieldValue.delete(),
      refund: { id: refund.id, amountCents: due, at: new Date().toISOString() },
    });
    queueMail(db, update, mail, db.doc(mailDoc(`voucher-void-${code}`)));
    return due;
  });
}

/**
 * Sends a void's refund at once when the payment provider answers; if it does not, the refund stays
 * due on the voucher and the scheduled sweep sends it (settleDueVoucherRefunds).
 */
export async function settleVoucherRefundNowOrBySweep(
  db: Firestore,
  provider: Pick<PaymentProvider, 'refund'>,
  code: string,
): Promise<void> {
  try {
    await settleVoucherRefund(db, provider, code);
  } catch (error) {
    logger.error('Voucher refund not sent yet; the sweep will retry it.', { code, error });
  }
}

/** The sweep's part: refunds of voided vouchers that did not go out (the card provider was down). */
export async function settleDueVoucherRefunds(
  db: Firestore,
  provider: Pick<PaymentProvider, 'refund'>,
): Promise<number> {
  const due = await db
    .collection(COLLECTIONS.vouchers)
    .where('refundDueCents', '>', 0)
    .limit(SWEEP_BATCH)
    .get();
  let settled = 0;
  for (const doc of due.docs) {
    try {
      if ((await settleVoucherRefund(db, provider, doc.id)) > 0) settled += 1;
    } catch (error) {
      logger.error('Voucher refund still failing; next sweep retries.', { code: doc.id, error });
    }
  }
  return settled;
}
