import { describe, expect, it } from 'vitest';
import { parseIsoDate as d } from '@camping/domain/dates/calendar';
import { mailDocumentSchema } from '@camping/domain/firestore/documents';
import { expectWellMadeMail, linksOf, wordsOf } from '../testing/mail-parts.ts';
import { CLOSURE_MAIL_KINDS, closureMail, type ClosureMailFacts } from './closure-mail.ts';

const facts: ClosureMailFacts = {
  bookingId: 'bk_123',
  to: 'casey@example.com',
  arrival: d('2027-04-02'),
  departure: d('2027-04-05'),
  guests: 2,
  locationName: 'Bouddi National Park, Putty Beach',
  packageName: 'Essentials',
  quote: {
    nights: [],
    accommodationCents: 40_000,
    addOns: [],
    deliveryCents: 0,
    totalCents: 40_000,
    gstCents: 3_636,
    currency: 'AUD',
  },
  refundCents: 40_000,
  siteOrigin: 'https://camping.example',
  now: new Date('2026-11-24T01:02:03Z'),
  sequence: 0,
  refundTo: 'your card',
  closure: {
    firstNight: d('2027-04-01'),
    lastNight: d('2027-04-03'),
    reason: 'A total fire ban & <high winds>.',
    deadline: d('2026-12-01'),
  },
  voucher: { code: 'ABCD2345EFGH6789', amountCents: 44_000, expiresOn: d('2029-11-26') },
};

describe('closureMail', () => {
  it('asks the customer to choose by the deadline, with the reason and a link to the choice', async () => {
    const mail = mailDocumentSchema.parse(await closureMail('closure-notice', facts));
    expect(mail.message.subject).toBe(
      'Your campground is closed: choose what happens to your stay | The Complete Camping Experience',
    );
    expect(linksOf(mail.message.html)).toContain(
      'https://camping.example/account/bookings?closure=bk_123',
    );
    for (const words of [
      'We have had to close Bouddi National Park, Putty Beach for the nights of 1 April 2027 to 3 April 2027',
      'by 1 December 2026',
      'Why: A total fire ban & <high winds>.',
      'Move your stay',
      'a voucher for 110% of what you paid, to spend on any stay within 3 years',
      'Get a full refund',
      'If we do not hear from you by 1 December 2026, we will refund you in full.',
    ]) {
      expect(mail.message.text).toContain(words);
      expect(wordsOf(mail.message.html).replaceAll('&lt;', '<').replaceAll('&gt;', '>')).toContain(
        words,
      );
    }
    expect(mail.message.attachments).toBeUndefined();
  });

  it('gives the credit with its code in groups, its amount and its last day', async () => {
    const mail = await closureMail('closure-credited', facts);
    for (const words of ['ABCD-2345-EFGH-6789', '$440.00', '26 November 2029']) {
      expect(mail.message.text).toContain(words);
    }
    expect(mail.message.attachments?.[0]?.content).toContain('METHOD:CANCEL');
  });

  it('says whether the refund was chosen or came at the deadline', async () => {
    const chosen = await closureMail('closure-refunded', facts);
    const automatic = await closureMail('closure-refunded', { ...facts, automatic: true });
    expect(chosen.message.text).toContain(
      'As you chose, we have cancelled your booking and refunded the full $400.00',
    );
    expect(automatic.message.text).toContain('We did not hear from you by 1 December 2026');
  });

  it('is well made whatever its kind', async () => {
    for (const kind of CLOSURE_MAIL_KINDS) {
      expectWellMadeMail(await closureMail(kind, facts), facts.siteOrigin);
    }
  });
});
