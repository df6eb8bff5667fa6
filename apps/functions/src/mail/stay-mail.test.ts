import { describe, expect, it } from 'vitest';
import { parseIsoDate as d } from '@camping/domain/dates/calendar';
import { mailDocumentSchema } from '@camping/domain/firestore/documents';
import { expectWellMadeMail, linksOf, wordsOf } from '../testing/mail-parts.ts';
import { stayMail, type StayMailFacts } from './stay-mail.ts';

const facts: StayMailFacts = {
  bookingId: 'bk_123',
  to: 'casey@example.com',
  arrival: d('2027-04-02'),
  departure: d('2027-04-05'),
  guests: 2,
  locationName: 'Putty Beach, Bouddi National Park',
  region: 'Central Coast',
  coordinates: { lat: -33.5203, lng: 151.3717 },
  packageName: 'Essentials',
  setUp: ['Bell tent & <fly>', 'Firewood × 2'],
  siteOrigin: 'https://camping.example',
};

describe('the pre-arrival e-mail', () => {
  it('says when, where and how to get there, what we set up, whom to call and what to check', async () => {
    const mail = mailDocumentSchema.parse(await stayMail('pre-arrival', facts));
    expect(mail.to).toBe('casey@example.com');
    expect(mail.bookingId).toBe('bk_123');
    expect(mail.message.subject).toBe(
      'Your stay is coming up: directions and what to bring | The Complete Camping Experience',
    );
    expectWellMadeMail(mail, facts.siteOrigin);
    for (const part of [mail.message.text, wordsOf(mail.message.html)]) {
      for (const fact of [
        'Arrival: 2 April 2027, from 2 pm',
        'Departure: 5 April 2027, by 11 am',
        'Putty Beach, Bouddi National Park, Central Coast NSW',
        'What to bring',
        'Food, drinks, clothes, towels and toiletries.',
        'Firewood × 2',
        '0491 570 156',
        'Directions to the campground',
        'fire danger and total fire bans',
        'park alerts and closures',
      ]) {
        expect(part).toContain(fact);
      }
    }
    for (const link of [
      'https://www.google.com/maps/dir/?api=1&destination=-33.5203,151.3717',
      'tel:+61491570156',
      'https://www.rfs.nsw.gov.au/fire-information/fdr-and-tobans',
      'https://www.nationalparks.nsw.gov.au/alerts/alerts-list',
      'https://camping.example/account/bookings',
    ]) {
      expect(linksOf(mail.message.html)).toContain(link);
      expect(mail.message.text).toContain(link.replace(/^tel:/, ''));
    }
    expect(mail.message.text).toContain('Bell tent & <fly>');
    expect(mail.message.html).toContain('Bell tent &amp; &lt;fly&gt;');
    expect(mail.message.attachments).toBeUndefined();
  });
});

describe('the after-stay e-mail', () => {
  it('thanks the camper and links to the review of this stay', async () => {
    const mail = mailDocumentSchema.parse(
      await stayMail('after-stay', { ...facts, locationName: 'Bonnie <Vale>' }),
    );
    expect(mail.message.subject).toBe(
      'How was your stay at Bonnie <Vale>? | The Complete Camping Experience',
    );
    expectWellMadeMail(mail, facts.siteOrigin);
    for (const part of [mail.message.text, wordsOf(mail.message.html)]) {
      expect(part).toContain('Thank you for camping at Bonnie');
      expect(part).toContain('Stay: 2 April 2027 to 5 April 2027');
    }
    expect(mail.message.text).toContain('https://camping.example/account/bookings/bk_123/review');
    expect(mail.message.html).toContain('Bonnie &lt;Vale&gt;');
    expect(mail.message.html).not.toContain('<Vale>');
    expect(linksOf(mail.message.html)).toContain(
      'https://camping.example/account/bookings/bk_123/review',
    );
  });
});
