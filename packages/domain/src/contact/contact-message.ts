import { emailSchema, isWellFormedText, WELL_FORMED_TEXT_MESSAGE } from '../fields.ts';
import { z } from '../zod.ts';
import { CONTACT_TOPICS } from './contact-entries.ts';

/** A message sent with the contact form; validated in the browser and again by the function. */
export const contactMessageSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter your name.')
    .max(80, 'Keep your name to 80 characters or fewer.')
    .refine(isWellFormedText, WELL_FORMED_TEXT_MESSAGE),
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS, { message: 'Choose what your message is about.' }),
  message: z
    .string()
    .trim()
    .min(10, 'Tell us a little more: at least 10 characters.')
    .max(2000, 'Keep your message to 2000 characters or fewer.')
    .refine(isWellFormedText, WELL_FORMED_TEXT_MESSAGE),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;
