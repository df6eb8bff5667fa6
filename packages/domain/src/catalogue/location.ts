import { dateRangeSchema, slugSchema } from '../fields.ts';
import { DELIVERY_RADIUS_MINUTES } from '../product.ts';
import { z } from '../zod.ts';

export const coordinatesSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});

/** A campground: a document of the `locations` collection, keyed by its slug. */
export const locationSchema = z.object({
  id: slugSchema,
  name: z.string().min(1),
  region: z.string().min(1),
  summary: z.string().min(1).max(200),
  description: z.string().min(1),
  driveMinutes: z
    .number()
    .int()
    .positive()
    .max(DELIVERY_RADIUS_MINUTES, 'Campgrounds must be within 2 hours of Sydney.'),
  coordinates: coordinatesSchema,
  facilities: z.array(z.string().min(1)),
  packageIds: z.array(slugSchema).min(1),
  /** Dates the campground is closed (fire bans, maintenance): no stays overlap them. */
  closures: z.array(dateRangeSchema).default([]),
  image: z.object({ src: z.string().min(1), alt: z.string().min(1) }),
  /**
   * Retired by staff: gone from the public site and checkout, while bookings already made keep
   * working. Absent means listed.
   */
  archived: z.boolean().optional(),
});
export type Location = z.infer<typeof locationSchema>;
