import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { parseIsoDate as d } from '@camping/domain/dates/calendar';
import { mailDocumentSchema } from '@camping/domain/firestore/documents';
import { expectWellMadeMail, linksOf } from '../testing/mail-parts.ts';
import { BOOKING_MAIL_KINDS, bookingMail, type BookingMailFacts } from './booking-mail.ts';
import { escapeHtml } from './html.ts';

const facts: BookingMailFacts = {
  bookingId: 'bk_123',
  to: 'casey@example.com',
  arrival: d('2027-04-02'),
  departure: d('2027-04-05'),
  guests: 2,
  locationName: 'Bouddi National Park, Putty Beach',
  packageName: 'Essentials',
  quote: {
    nights: [
      { date: d('2027-04-02'), rateCents: 14_900, peakPeriod: null },
      { date: d('2027-04-03'), rateCents: 14_900, peakPeriod: null },
      { date: d('2027-04-04'), rateCents: 18_600, peakPeriod: 'Easter' },
    ],
    accommodationCents: 48_400,
    addOns: [
      {
        addOnId: 'firewood',
        name: 'Firewood <bundle>',
        per: 'stay',
        quantity: 1,
        unitCents: 2_500,
        totalCents: 2_500,
      },
    ],
    deliveryCents: 6_000,
    totalCents: 56_900,
    gstCents: 5_173,
    currency: 'AUD',
  },
  siteOrigin: 'https://camping.example',
  now: new Date('2026-11-24T01:02:03Z'),
  sequence: 0,
  refundTo: 'your card',
};

type Mail = Awaited<ReturnType<typeof bookingMail>>;

const attachment = (mail: Mail) => mail.message.attachments?.[0]?.content ?? '';

function calendarOf(mail: Mail) {
  const attachment = mail.message.attachments?.[0];
  expect(attachment?.filename).toBe('stay.ics');
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content));
  return { calendar, event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\$]/g, '\\$&');

/** A line of the invoice table as the plain-text part sets it: the item, then its amount. */
const invoiceLine = (item: string, amount: string) =>
  new RegExp(`^${escaped(item)} +${escaped(amount)}$`, 'm');

describe('bookingMail', () => {
  it('is a tax invoice: every item, the total and the GST it includes', async () => {
    const mail = mailDocumentSchema.parse(await bookingMail('received', facts));
    expect(mail.message.subject).toBe(
      'We have your booking request | The Complete Camping Experience',
    );
    for (const line of [
      'Tax invoice from The Complete Camping Experience',
      'Stay: 2 April 2027 to 5 April 2027',
    ]) {
      expect(mail.message.text).toContain(line);
    }
    for (const [item, amount] of [
      ['3 nights', '$484.00'],
      ['Firewood <bundle> × 1', '$25.00'],
      ['Delivery, set-up and pack-down', '$60.00'],
      ['Total (AUD)', '$569.00'],
      ['Includes GST of', '$51.73'],
    ] as const) {
      expect(mail.message.text).toMatch(invoiceLine(item, amount));
      expect(mail.message.html).toContain(escapeHtml(item));
      expect(mail.message.html).toContain(amount);
    }
    expect(mail.message.html).toContain('Firewood &lt;bundle&gt;');
    expect(mail.message.html).not.toContain('<bundle>');
    expect(mail.bookingId).toBe('bk_123');
  });

  it('is one template for every kind: both parts, absolute links, light and dark', async () => {
    for (const kind of BOOKING_MAIL_KINDS) {
      const mail = await bookingMail(kind, {
        ...facts,
        refundCents: 56_900,
        reason: 'Rain & <wind>',
      });
      expectWellMadeMail(mail, facts.siteOrigin);
      expect(linksOf(mail.message.html)).toContain('https://camping.example/account/bookings');
      for (const part of [mail.message.text, mail.message.html]) {
        expect(part).toContain('bk_123');
        expect(part).toContain('2 April 2027 to 5 April 2027');
        expect(part).toContain('https://camping.example/account/bookings');
      }
      expect(mail.message.text).toContain('Rain & <wind>');
      expect(mail.message.html).toContain('Rain &amp; &lt;wind&gt;');
    }
  });

  it('carries the stay as all-day dates, departure the exclusive end, across a DST change', async () => {
    const { calendar, event } = calendarOf(await bookingMail('received', facts));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe('booking-bk_123@complete-camping');
    expect(event.startDate.isDate).toBe(true);
    expect(event.endDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2027-04-02');
    expect(event.endDate.toString()).toBe('2027-04-05');
    expect(attachment(await bookingMail('received', facts))).toContain(
      'DTSTART;VALUE=DATE:20270402\r\n',
    );
    expect(attachment(await bookingMail('received', facts))).toContain(
      'DTEND;VALUE=DATE:20270405\r\n',
    );
    expect(event.location).toBe('Bouddi National Park, Putty Beach');
  });

  it('cancels the same calendar event when the booking is cancelled', async () => {
    const mail = await bookingMail('cancelled', { ...facts, refundCents: 56_900 });
    expect(mail.message.text).toContain('We are refunding $569.00');
    const { calendar, event } = calendarOf(mail);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe('booking-bk_123@complete-camping');
    expect(event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('says a refund goes back the way the money came', async () => {
    const card = await bookingMail('refunded', { ...facts, refundCents: 100 });
    expect(card.message.text).toContain('We have refunded $1.00 to your card.');
    const afterpay = await bookingMail('refunded', {
      ...facts,
      refundCents: 100,
      refundTo: 'your Afterpay account',
    });
    expect(afterpay.message.text).toContain('We have refunded $1.00 to your Afterpay account.');
  });

  it('attaches no calendar to refund e-mails', async () => {
    expect(
      (await bookingMail('refunded', { ...facts, refundCents: 100 })).message.attachments,
    ).toBeUndefined();
    expect(
      (await bookingMail('paid-too-late', { ...facts, refundCents: 56_900 })).message.text,
    ).toContain('refunded the full $569.00');
    const afterCancelling = await bookingMail('paid-after-cancelling', {
      ...facts,
      refundCents: 56_900,
    });
    expect(afterCancelling.message.attachments).toBeUndefined();
    expect(afterCancelling.message.text).toContain(
      'Your payment arrived after this booking had been cancelled, so it did not go ahead. We have refunded the full $569.00',
    );
  });

  it("carries staff's reason for a decline or a cancellation, and says the refund is in full", async () => {
    const declined = await bookingMail('declined', {
      ...facts,
      refundCents: 56_900,
      reason: 'Flooding <closed>',
    });
    expect(declined.message.subject).toBe(
      'We cannot take your booking | The Complete Camping Experience',
    );
    expect(declined.message.text).toContain('We have refunded the full $569.00 to your card.');
    expect(declined.message.text).toContain('Reason: Flooding <closed>');
    expect(declined.message.html).toMatch(/Reason:<\/strong> Flooding &lt;closed&gt;<\/p>/);
    expect(declined.message.html).not.toContain('<closed>');
    const cancelled = await bookingMail('cancelled', {
      ...facts,
      refundCents: 56_900,
      reason: 'Fire ban',
    });
    expect(cancelled.message.text).toContain(
      'We have cancelled your booking and refunded the full $569.00 to your card.',
    );
    expect(cancelled.message.text).toContain('Reason: Fire ban');
    expect(cancelled.message.text).not.toContain('cancellation policy');
    const unpaid = await bookingMail('cancelled', { ...facts, reason: 'Fire ban' });
    expect(unpaid.message.text).toContain('There is no payment to refund.');
  });

  it('thanks the customer once the stay is completed, with a note from staff and no calendar', async () => {
    const mail = mailDocumentSchema.parse(
      await bookingMail('completed', { ...facts, reason: 'Come back in spring!' }),
    );
    expect(mail.message.subject).toBe(
      'Thanks for camping with us | The Complete Camping Experience',
    );
    expect(mail.message.text).toContain('Thank you for camping with us.');
    expect(mail.message.text).toContain('A note from our team: Come back in spring!');
    expect(mail.message.text).not.toContain('Tax invoice');
    expect(mail.message.attachments).toBeUndefined();
    expect(
      (await bookingMail('confirmed', { ...facts, reason: 'See you soon' })).message.text,
    ).toContain('A note from our team: See you soon');
  });

  it('moves the same calendar event to the new dates, one version on, when the dates change', async () => {
    const moved = { ...facts, arrival: d('2027-05-07'), departure: d('2027-05-09'), sequence: 1 };
    const mail = await bookingMail('dates-changed', moved);
    expect(mail.message.subject).toBe(
      'Your booking has new dates | The Complete Camping Experience',
    );
    expect(mail.message.text).toContain('Stay: 7 May 2027 to 9 May 2027');
    const { calendar, event } = calendarOf(mail);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(event.uid).toBe('booking-bk_123@complete-camping');
    expect(event.sequence).toBe(1);
    expect(event.startDate.toString()).toBe('2027-05-07');
    expect(calendarOf(await bookingMail('confirmed', facts)).event.sequence).toBe(0);
    expect(
      (await bookingMail('dates-changed', { ...moved, refundCents: 4_500 })).message.text,
    ).toContain('We have refunded the difference of $45.00 to your card.');
  });
});
