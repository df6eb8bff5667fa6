import { CONTACT_ENTRIES } from '@camping/domain/contact/contact-entries';
import { describe, expect, it } from 'vitest';
import { acknowledgementMail } from './acknowledgement-mail.ts';

const message = {
  name: 'Jo Camper',
  email: 'jo@example.com',
  topic: 'Bookings' as const,
  message: 'Can we bring our dog?\nShe is very quiet.',
};

describe('acknowledgementMail', () => {
  it('writes to the visitor, with replies going to the team of the topic', () => {
    const mail = acknowledgementMail(message);
    expect(mail.to).toBe('jo@example.com');
    expect(mail.replyTo).toBe(CONTACT_ENTRIES.find((entry) => entry.label === 'Bookings')?.email);
    expect(mail.message.subject).toBe('We have your message | The Complete Camping Experience');
    expect(mail.message.text).toContain('Hi Jo Camper,');
    expect(mail.message.text).toContain('Can we bring our dog?\nShe is very quiet.');
    expect(mail.message.html).toContain(
      '<blockquote style="white-space: pre-line">Can we bring our dog?',
    );
  });

  it('escapes what the visitor typed in the HTML part', () => {
    const mail = acknowledgementMail({
      ...message,
      name: '<b>Jo</b>',
      message: '<script>alert("hi")</script> & more',
    });
    expect(mail.message.html).not.toContain('<script>');
    expect(mail.message.html).not.toContain('<b>Jo</b>');
    expect(mail.message.html).toContain('&lt;b&gt;Jo&lt;/b&gt;');
    expect(mail.message.html).toContain(
      '&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; more',
    );
    expect(mail.message.text).toContain('<script>alert("hi")</script> & more');
  });
});
