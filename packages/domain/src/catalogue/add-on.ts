import { centsSchema, slugSchema } from '../fields.ts';
import { z } from '../zod.ts';

/** An optional extra (firewood, kayak hire...): a document of the `addOns` collection. */
export const addOnSchema = z.object({
  id: slugSchema,
  name: z.string().min(1),
  description: z.string().min(1),
  /** GST-inclusive, in cents, charged once per stay or for every night. */
  priceCents: centsSchema,
  per: z.enum(['stay', 'night']),
  maxQuantity: z.number().int().positive(),
  /** Campers each one sleeps beyond the package's beds (an extra sleeping kit: 1); none if absent. */
  sleeps: z.number().int().positive().optional(),
});
export type AddOn = z.infer<typeof addOnSchema>;
