/**
 * The addresses shown on the Contact page (spec section 3). Plain data, kept apart from the zod
 * schemas so pages that only show an address do not download zod.
 */
export interface ContactEntry {
  label: string;
  email: string;
}

export const CONTACT_TOPICS = ['General Enquiries', 'Bookings', 'Feedback'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

/** The business's main address (structured data, error messages). */
export const GENERAL_ENQUIRIES = {
  label: 'General Enquiries',
  email: 'hello@completecamping.com.au',
} as const;

export const CONTACT_ENTRIES: readonly (ContactEntry & { label: ContactTopic })[] = [
  GENERAL_ENQUIRIES,
  { label: 'Bookings', email: 'bookings@completecamping.com.au' },
  { label: 'Feedback', email: 'feedback@completecamping.com.au' },
];

/**
 * The crew's mobile on the day of a stay (the pre-arrival e-mail gives it). A number ACMA keeps for
 * fiction until the business's own is known.
 */
export const CREW_PHONE = { display: '0491 570 156', international: '+61491570156' } as const;
