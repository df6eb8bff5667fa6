import { describe, expect, it } from 'vitest';
import { CONTACT_ENTRIES } from '@camping/domain/contact/contact-entries';
import { expectWellMadeMail, linksOf } from '../testing/mail-parts.ts';
import { acknowledgementMail } from './acknowledgement-mail.ts';

const message = {
  name: 'Jo Camper',
  email: 'jo@example.com',
  topic: 'Bookings' as const,
  message: 'Can we bring our dog?\nShe is very quiet.',
};

const SITE = 'https://camping.example';

describe('acknowledgementMail', () => {
  it('writes to the visitor, with replies going to the team of the topic', async () => {
    const mail = await acknowledgementMail(message, SITE);
    expect(mail.to).toBe('jo@example.com');
    expect(mail.replyTo).toBe(CONTACT_ENTRIES.find((entry) => entry.label === 'Bookings')?.email);
    expect(mail.message.subject).toBe('We have your message | The Complete Camping Experience');
    expect(mail.message.text).toContain('Hi Jo Camper,');
    expect(mail.message.text).toContain('Can we bring our dog?\nShe is very quiet.');
    expect(mail.message.html).toContain('Can we bring our dog?<br/>She is very quiet.');
  });

  it('escapes what the visitor typed in the HTML part', async () => {
    const mail = await acknowledgementMail(
      { ...message, name: '<b>Jo</b>', message: '<script>alert("hi")</script> & more' },
      SITE,
    );
    expect(mail.message.html).not.toContain('<script>');
    expect(mail.message.html).not.toContain('<b>Jo</b>');
    expect(mail.message.html).toContain('&lt;b&gt;Jo&lt;/b&gt;');
    expect(mail.message.html).toContain(
      '&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more',
    );
    expect(mail.message.text).toContain('<script>alert("hi")</script> & more');
    expectWellMadeMail(mail, SITE);
    expect(linksOf(mail.message.html)).toContain('mailto:bookings@completecamping.com.au');
    expect(mail.message.text).toContain('bookings@completecamping.com.au');
  });
});
