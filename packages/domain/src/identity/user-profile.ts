import { australianPhoneSchema, emailSchema, instantSchema } from '../fields.ts';
import { z } from '../zod.ts';

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your name.')
  .max(80, 'Keep your name to 80 characters or fewer.');

/** The `users/{uid}` document: what the product keeps beyond the identity service's own fields. */
export const userProfileSchema = z.object({
  displayName: displayNameSchema,
  email: emailSchema,
  phone: australianPhoneSchema.optional(),
  createdAt: instantSchema,
  updatedAt: instantSchema,
});
export type UserProfile = z.infer<typeof userProfileSchema>;
