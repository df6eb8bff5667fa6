import { describe, expect, it } from 'vitest';
import { CONTACT_ENTRIES, CONTACT_TOPICS, GENERAL_ENQUIRIES } from './contact-entries.ts';
import { contactEntrySchema } from './contact-message.ts';

describe('contact entries', () => {
  it('lists General Enquiries, Bookings and Feedback with valid addresses', () => {
    expect(CONTACT_ENTRIES.map((entry) => entry.label)).toEqual([
      'General Enquiries',
      'Bookings',
      'Feedback',
    ]);
    for (const entry of CONTACT_ENTRIES) expect(contactEntrySchema.parse(entry)).toEqual(entry);
    expect(CONTACT_TOPICS).toEqual(['General Enquiries', 'Bookings', 'Feedback']);
  });

  it('names the general enquiries address', () => {
    expect(GENERAL_ENQUIRIES).toEqual({
      label: 'General Enquiries',
      email: 'hello@completecamping.com.au',
    });
  });
});
