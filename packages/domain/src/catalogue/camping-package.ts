import { centsSchema, slugSchema } from '../fields.ts';
import { z } from '../zod.ts';

/** What the crew sets up: a document of the `packages` collection. */
export const campingPackageSchema = z.object({
  id: slugSchema,
  name: z.string().min(1),
  summary: z.string().min(1).max(200),
  description: z.string().min(1),
  sleeps: z.number().int().positive(),
  /** GST-inclusive price of one night, in cents. */
  nightlyRateCents: centsSchema,
  includes: z.array(z.string().min(1)).min(1),
  /** How many kits of this package exist: the most stays that can overlap on one night. */
  kitCount: z.number().int().nonnegative(),
  sortOrder: z.number().int(),
});
export type CampingPackage = z.infer<typeof campingPackageSchema>;
