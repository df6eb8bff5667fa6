import { describe, expect, it } from 'vitest';
import { parseIsoDate as d } from '@camping/domain/dates/calendar';
import { mailDocumentSchema } from '@camping/domain/firestore/documents';
import { GIFT_SENTENCES } from '@camping/domain/vouchers/gift-order';
import { expectWellMadeMail, linksOf, wordsOf } from '../testing/mail-parts.ts';
import { giftReceiptMail, giftVoucherMail } from './gift-mail.ts';

const SITE = 'https://camping.example';
const FUNCTIONS_BASE = 'https://us-central1-camping.cloudfunctions.net';
const facts = {
  code: 'ABCD2345EFGH6789',
  amountCents: 15_000,
  expiresOn: d('2029-11-26'),
  gift: {
    orderId: 'order1',
    buyerName: 'Casey Camper',
    buyerEmail: 'casey@example.com',
    recipientName: 'Sam Camper',
    recipientEmail: 'sam@example.com',
    message: 'Happy birthday, Sam.',
    sendOn: d('2026-12-25'),
  },
  printToken: 'ab'.repeat(16),
};

describe('the gift voucher e-mails', () => {
  it('give the buyer a receipt: amount, recipient, send date, code, expiry and no GST', async () => {
    const mail = mailDocumentSchema.parse(await giftReceiptMail(facts, SITE));
    expect(mail.to).toBe('casey@example.com');
    expect(mail.message.subject).toBe(
      'Your gift voucher receipt | The Complete Camping Experience',
    );
    expectWellMadeMail(mail, SITE);
    for (const part of [mail.message.text, wordsOf(mail.message.html)]) {
      for (const fact of [
        'Amount paid: $150.00',
        'For: Sam Camper (sam@example.com)',
        'E-mailed to them on: 25 December 2026',
        'Voucher code: ABCD-2345-EFGH-6789',
        'Valid until: 26 November 2029',
        GIFT_SENTENCES.noGst,
      ]) {
        expect(part).toContain(fact);
      }
    }
  });

  it('give the recipient who it is from, the message, the code, how to use it and the printable page', async () => {
    const mail = mailDocumentSchema.parse(await giftVoucherMail(facts, SITE, FUNCTIONS_BASE));
    expect(mail.to).toBe('sam@example.com');
    expect(mail.message.subject).toBe(
      'Casey Camper sent you a gift voucher | The Complete Camping Experience',
    );
    expectWellMadeMail(mail, SITE);
    for (const fact of [
      'From: Casey Camper',
      'Happy birthday, Sam.',
      'Amount: $150.00',
      'Voucher code: ABCD-2345-EFGH-6789',
      'Valid until: 26 November 2029',
      GIFT_SENTENCES.howToUse,
    ]) {
      expect(mail.message.text).toContain(fact);
    }
    expect(linksOf(mail.message.html)).toContain(
      `${FUNCTIONS_BASE}/giftVoucher?order=order1&token=${'ab'.repeat(16)}`,
    );
  });
});
