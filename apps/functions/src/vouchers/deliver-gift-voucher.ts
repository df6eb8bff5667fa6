import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { IsoDate } from '@camping/domain/dates/calendar';
import {
  giftOrderDocumentSchema,
  voucherDocumentSchema,
} from '@camping/domain/firestore/documents';
import { giftOrderDoc, mailDoc, voucherDoc } from '@camping/domain/firestore/paths';
import { giftMailId } from '@camping/domain/vouchers/gift-order';
import { queueMail } from '../mail/queue-mail.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { giftVoucherMail } from './gift-mail.ts';

/**
 * Sends a gift voucher's e-mail to its recipient, at most once per sending: in one atomic update
 * that finds the voucher a gift with no `gift.sentAt`, it sets `sentAt`, ends its `giftDueOn` and
 * queues the e-mail under `gift-<code>-<resends>`. Of two callers at once (the webhook and the
 * sweep, two sweeps, a staff resend), one commits; the others find it sent. A staff resend clears
 * `sentAt` and counts one more resend first, so its e-mail is a new one. A voided voucher is not
 * sent. The sweep (send-due-gifts.ts), the webhook (a send date of today) and staff call it.
 * The sweep passes its own Firestore (its process has no default app); other callers get the
 * functions' one, loaded only then.
 */
export async function deliverGiftVoucher(code: string, database?: Firestore): Promise<void> {
  const db = database ?? (await import('../shared/admin.ts')).db;
  const ref = db.doc(voucherDoc(code));
  await atomicUpdate(db, async (update) => {
    const snap = await update.get(ref);
    if (!snap.exists) return;
    const voucher = voucherDocumentSchema.parse(snap.data());
    const { gift } = voucher;
    if (voucher.kind !== 'gift' || !gift || gift.sentAt) return;
    if (voucher.voidedAt) {
      update.update(ref, { giftDueOn: FieldValue.delete() });
      return;
    }
    const mailRef = db.doc(mailDoc(giftMailId(code, gift.resends)));
    // Every read before the first write, as a transaction must: the order holds the page's token.
    const [orderSnap, queued] = await update.getAll(db.doc(giftOrderDoc(gift.orderId)), mailRef);
    update.update(ref, { 'gift.sentAt': new Date().toISOString(), giftDueOn: FieldValue.delete() });
    if (queued!.exists) return;
    const order = giftOrderDocumentSchema.parse(orderSnap!.data());
    const mail = await giftVoucherMail({
      code,
      amountCents: voucher.amountCents,
      expiresOn: voucher.expiresOn as IsoDate,
      gift,
      printToken: order.printToken,
    });
    queueMail(db, update, mail, mailRef);
  });
}
