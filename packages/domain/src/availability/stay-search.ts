import { checkStayLength, stayChoiceFields } from '../booking/checkout.ts';
import { isoDateSchema } from '../dates/iso-date.ts';
import { centsSchema, slugSchema } from '../fields.ts';
import { z } from '../zod.ts';

/** How far a search looks either side of the dates asked for when nothing is free on them. */
export const SEARCH_SHIFT_DAYS = 14;

/** The payload of `searchStays`: a stay's dates and how many come. */
export const staySearchRequestSchema = z
  .object({
    arrival: stayChoiceFields.arrival,
    departure: stayChoiceFields.departure,
    guests: stayChoiceFields.guests,
  })
  .strict()
  .superRefine(checkStayLength);
export type StaySearchRequest = z.infer<typeof staySearchRequestSchema>;

/** A campground and package free for the whole stay, with the server's price of it. */
export const stayMatchSchema = z.object({
  locationId: slugSchema,
  locationName: z.string(),
  packageId: slugSchema,
  packageName: z.string(),
  driveMinutes: z.number().int().nonnegative(),
  /** The whole stay without add-ons, GST included, as `quoteBooking` prices it. */
  totalCents: centsSchema,
  gstCents: centsSchema,
});
export type StayMatch = z.infer<typeof stayMatchSchema>;

/** The nearest stay of the same length on which a package is free at one campground or more. */
export const staySuggestionSchema = z.object({
  packageId: slugSchema,
  packageName: z.string(),
  arrival: isoDateSchema,
  departure: isoDateSchema,
});
export type StaySuggestion = z.infer<typeof staySuggestionSchema>;

export const staySearchResponseSchema = z.object({
  /** Nearest campground first, then the cheaper stay, then by name. */
  matches: z.array(stayMatchSchema),
  /** Only when nothing matches: per package, its nearest free dates within SEARCH_SHIFT_DAYS. */
  suggestions: z.array(staySuggestionSchema),
  /** Why these dates cannot be booked anywhere (too soon, too short…), or null. */
  problem: z.string().nullable(),
});
export type StaySearchResponse = z.infer<typeof staySearchResponseSchema>;

/**
 * The days a stay is moved by, nearest first, looking for free dates: 1 day earlier, 1 later, 2
 * earlier… (the earlier first when two are as near).
 */
export function shiftsByNearness(): number[] {
  return Array.from({ length: SEARCH_SHIFT_DAYS }, (_, i) => [-(i + 1), i + 1]).flat();
}

/** The order of matches: the shorter drive, then the lower price, then the names. */
export function compareMatches(a: StayMatch, b: StayMatch): number {
  return (
    a.driveMinutes - b.driveMinutes ||
    a.totalCents - b.totalCents ||
    a.locationName.localeCompare(b.locationName) ||
    a.packageName.localeCompare(b.packageName)
  );
}
