import { describe, expect, it } from 'vitest';
import { parseIsoDate as d } from '@camping/domain/dates/calendar';
import { mailDocumentSchema } from '@camping/domain/firestore/documents';
import { expectWellMadeMail, linksOf, wordsOf } from '../testing/mail-parts.ts';
import { waitlistMail } from './waitlist-mail.ts';

const SITE = 'https://camping.example';
const FUNCTIONS_BASE = 'https://us-central1-camping.cloudfunctions.net';

describe('the waitlist e-mail', () => {
  it('names the stay, says nothing is held, links to the checkout with it chosen and to unsubscribe', async () => {
    const mail = mailDocumentSchema.parse(
      await waitlistMail(
        {
          requestId: 'uid1-2',
          request: {
            email: 'casey@example.com',
            locationId: 'bouddi-putty-beach',
            packageId: 'essentials',
            arrival: d('2027-04-02'),
            departure: d('2027-04-05'),
            guests: 2,
            unsubscribeToken: 'ab'.repeat(16),
          },
          locationName: 'Putty Beach, Bouddi National Park',
          packageName: 'Essentials',
        },
        SITE,
        FUNCTIONS_BASE,
      ),
    );
    expect(mail.to).toBe('casey@example.com');
    expect(mail.message.subject).toBe(
      'Your stay at Putty Beach, Bouddi National Park is free again | The Complete Camping Experience',
    );
    expectWellMadeMail(mail, SITE);
    for (const part of [mail.message.text, wordsOf(mail.message.html)]) {
      for (const fact of [
        'Campground: Putty Beach, Bouddi National Park',
        'Package: Essentials',
        'Arrival: 2 April 2027',
        'Departure: 5 April 2027',
        'Guests: 2',
        'Nothing is held for you: the first to book gets it.',
      ]) {
        expect(part).toContain(fact);
      }
    }
    const links = linksOf(mail.message.html);
    expect(links).toContain(
      `${SITE}/checkout?location=bouddi-putty-beach&package=essentials&arrival=2027-04-02&departure=2027-04-05&guests=2`,
    );
    expect(links).toContain(
      `${FUNCTIONS_BASE}/unsubscribeWaitlist?request=uid1-2&token=${'ab'.repeat(16)}`,
    );
  });
});
