import { formatLongDate } from '@camping/domain/booking/capacity';
import { formatAud } from '@camping/domain/catalogue/money';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { MailDocument } from '@camping/domain/firestore/documents';
import { PRODUCT_NAME } from '@camping/domain/product';
import { PATHS } from '@camping/domain/site/paths';
import { GIFT_SENTENCES } from '@camping/domain/vouchers/gift-order';
import { formatVoucherCode, type GiftDelivery } from '@camping/domain/vouchers/voucher';
import { functionsBase, siteOrigin } from '../payments/payment-urls.ts';

/** What both e-mails of a gift say: the voucher, and how it was bought. */
export interface GiftMailFacts {
  code: string;
  amountCents: number;
  expiresOn: IsoDate;
  gift: Pick<
    GiftDelivery,
    | 'orderId'
    | 'buyerName'
    | 'buyerEmail'
    | 'recipientName'
    | 'recipientEmail'
    | 'message'
    | 'sendOn'
  >;
  /** The token of the printable voucher page, stored on the order. */
  printToken: string;
}

/** The printable voucher page (gift-voucher-page.ts), which works without logging in. */
export const printableVoucherUrl = (orderId: string, token: string, base = functionsBase()) =>
  `${base}/giftVoucher?order=${encodeURIComponent(orderId)}&token=${encodeURIComponent(token)}`;

/** The buyer's receipt: what they paid, for whom, when it is sent, the code, and that no GST applies. */
export async function giftReceiptMail(
  facts: GiftMailFacts,
  origin = siteOrigin(),
): Promise<MailDocument> {
  const { gift } = facts;
  const { renderGiftReceipt } = await import('./gift-mail-body.tsx');
  const { html, text } = await renderGiftReceipt({
    opening: `Thanks, ${gift.buyerName}. Your gift voucher for ${gift.recipientName} is paid.`,
    facts: [
      ['Amount paid', formatAud(facts.amountCents)],
      ['For', `${gift.recipientName} (${gift.recipientEmail})`],
      ['E-mailed to them on', formatLongDate(gift.sendOn as IsoDate)],
      ['Voucher code', formatVoucherCode(facts.code)],
      ['Valid until', formatLongDate(facts.expiresOn)],
      ['Order', gift.orderId],
    ],
    noGst: GIFT_SENTENCES.noGst,
    accountUrl: `${origin}${PATHS.account}`,
    siteOrigin: origin,
  });
  return {
    to: gift.buyerEmail,
    message: { subject: `Your gift voucher receipt | ${PRODUCT_NAME}`, text, html },
  };
}

/** The recipient's e-mail: from whom, the message, the code and how to use it, and the printable page. */
export async function giftVoucherMail(
  facts: GiftMailFacts,
  origin = siteOrigin(),
  base = functionsBase(),
): Promise<MailDocument> {
  const { gift } = facts;
  const { renderGiftVoucherMail } = await import('./gift-mail-body.tsx');
  const { html, text } = await renderGiftVoucherMail({
    opening: `Hi ${gift.recipientName}, ${gift.buyerName} has given you a camping gift voucher of ${formatAud(facts.amountCents)}.`,
    message: gift.message,
    facts: [
      ['From', gift.buyerName],
      ['Amount', formatAud(facts.amountCents)],
      ['Voucher code', formatVoucherCode(facts.code)],
      ['Valid until', formatLongDate(facts.expiresOn)],
    ],
    howToUse: GIFT_SENTENCES.howToUse,
    printUrl: printableVoucherUrl(gift.orderId, facts.printToken, base),
    siteOrigin: origin,
  });
  return {
    to: gift.recipientEmail,
    message: {
      subject: `${gift.buyerName} sent you a gift voucher | ${PRODUCT_NAME}`,
      text,
      html,
    },
  };
}
