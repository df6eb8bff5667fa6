import { formatAud } from '@camping/domain/catalogue/money';
import { voucherDocumentSchema } from '@camping/domain/firestore/documents';
import { mailDoc, voucherDoc } from '@camping/domain/firestore/paths';
import { PRODUCT_NAME } from '@camping/domain/product';
import { formatVoucherCode } from '@camping/domain/vouchers/voucher';
import { escapeHtml } from '../mail/html.ts';
import { queueMail } from '../mail/queue-mail.ts';
import { db } from '../shared/admin.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';

// A stand-in, replaced at merge by the gift branch's deliverGiftVoucher (issue 22, item 1): the
// staff's resend needs its contract, which this keeps: a gift not yet sent gets its e-mail, once.

/**
 * E-mails the recipient their gift voucher: in one atomic update, if the gift has no `gift.sentAt`,
 * sets it and queues the e-mail as `gift-<code>-<resends>`, so each resend is a new e-mail and no
 * send is made twice.
 */
export async function deliverGiftVoucher(code: string): Promise<void> {
  const ref = db.doc(voucherDoc(code));
  await atomicUpdate(db, async (update) => {
    const voucher = voucherDocumentSchema.parse((await update.get(ref)).data());
    const gift = voucher.gift;
    if (!gift || gift.sentAt) return;
    update.update(ref, { 'gift.sentAt': new Date().toISOString() });
    const text = `${gift.buyerName} sent you a gift voucher for ${formatAud(voucher.amountCents)}. Its code is ${formatVoucherCode(code)}.`;
    queueMail(
      db,
      update,
      {
        to: gift.recipientEmail,
        message: {
          subject: `Your gift voucher | ${PRODUCT_NAME}`,
          text,
          html: `<p>${escapeHtml(text)}</p>`,
        },
      },
      db.doc(mailDoc(`gift-${code}-${gift.resends ?? 0}`)),
    );
  });
}
