import { z } from 'zod';
import { emailSchema } from './common.ts';

/** An address to write to, shown on the Contact page (spec section 3). */
export const contactEntrySchema = z.object({
  label: z.string().min(1),
  email: emailSchema,
});
export type ContactEntry = z.infer<typeof contactEntrySchema>;

export const CONTACT_ENTRIES: readonly ContactEntry[] = [
  { label: 'General Enquiries', email: 'hello@completecamping.com.au' },
  { label: 'Bookings', email: 'bookings@completecamping.com.au' },
  { label: 'Feedback', email: 'feedback@completecamping.com.au' },
];

export const CONTACT_TOPICS = ['General Enquiries', 'Bookings', 'Feedback'] as const;

/** A message sent with the contact form; validated in the browser and again by the function. */
export const contactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name.').max(80, 'Keep your name to 80 characters or fewer.'),
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, { message: 'Choose what your message is about.' }),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more: at least 10 characters.')
    .max(2000, 'Keep your message to 2000 characters or fewer.'),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
