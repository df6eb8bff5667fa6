import { isoDateSchema } from '../dates/iso-date.ts';
import { instantSchema, slugSchema } from '../fields.ts';
import { z } from '../zod.ts';

/**
 * `closures/{closureId}`: campgrounds closed by staff for a range of nights, and why. Its id is the
 * closing call's key, so the same closure sent twice is one. Its nights are also on each
 * campground's `closures`, where every availability check already looks; lifting it takes them off
 * again. The bookings it reached carry its id (`closure` on the booking) and are listed here.
 */
export const closureDocumentSchema = z.object({
  locationIds: z.array(slugSchema).min(1),
  firstNight: isoDateSchema,
  lastNight: isoDateSchema,
  reason: z.string().min(1),
  /** The staff member's uid and e-mail address, as their verified token said. */
  createdBy: z.string().min(1),
  createdByEmail: z.string().optional(),
  createdAt: instantSchema,
  /** Paid bookings asked to choose, and holds awaiting payment released. */
  affectedBookingIds: z.array(z.string().min(1)),
  releasedHoldIds: z.array(z.string().min(1)),
  liftedBy: z.string().min(1).optional(),
  liftedAt: instantSchema.optional(),
  liftReason: z.string().optional(),
});
export type ClosureDocument = z.infer<typeof closureDocumentSchema>;
