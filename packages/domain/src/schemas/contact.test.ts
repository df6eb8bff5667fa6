import { describe, expect, it } from 'vitest';
import { CONTACT_ENTRIES, CONTACT_TOPICS, contactEntrySchema, contactMessageSchema } from './contact.ts';

describe('contact entries', () => {
  it('lists General Enquiries, Bookings and Feedback with valid addresses', () => {
    expect(CONTACT_ENTRIES.map((entry) => entry.label)).toEqual(['General Enquiries', 'Bookings', 'Feedback']);
    for (const entry of CONTACT_ENTRIES) expect(contactEntrySchema.parse(entry)).toEqual(entry);
    expect(CONTACT_TOPICS).toEqual(['General Enquiries', 'Bookings', 'Feedback']);
  });
});

describe('contactMessageSchema', () => {
  const message = { name: 'Jo', email: 'jo@example.com', topic: 'Bookings', message: 'Can we bring a dog?' };

  it('accepts a message and trims it', () => {
    expect(contactMessageSchema.parse({ ...message, name: ' Jo ' }).name).toBe('Jo');
  });

  it('says what to fix', () => {
    const issues = contactMessageSchema.safeParse({ name: '', email: 'x', topic: 'Spam', message: 'hi' }).error?.issues;
    expect(issues?.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'Enter your name.'],
      ['email', 'Enter a valid e-mail address, like name@example.com.'],
      ['topic', 'Choose what your message is about.'],
      ['message', 'Tell us a little more: at least 10 characters.'],
    ]);
  });
});
