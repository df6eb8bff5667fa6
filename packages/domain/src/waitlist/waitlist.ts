import { checkStayLength, stayChoiceFields } from '../booking/checkout.ts';
import { documentIdSchema } from '../fields.ts';
import { z } from '../zod.ts';

/** How many open requests one customer may have: each is a slot, `<uid>-0` to `<uid>-4`. */
export const WAITLIST_LIMITS = { openRequests: 5, sweepBatch: 200 } as const;

/** The stay a customer waits for: the checkout's choices without add-ons, which never fill up. */
const waitedStayFields = {
  locationId: stayChoiceFields.locationId,
  packageId: stayChoiceFields.packageId,
  arrival: stayChoiceFields.arrival,
  departure: stayChoiceFields.departure,
  guests: stayChoiceFields.guests,
};

/** The payload of `joinWaitlist`. */
export const joinWaitlistRequestSchema = z
  .object(waitedStayFields)
  .strict()
  .superRefine(checkStayLength);
export type JoinWaitlistRequest = z.infer<typeof joinWaitlistRequestSchema>;

export const waitlistRequestIdSchema = documentIdSchema(
  'Say which dates you no longer want to hear about.',
  'That is not one of your requests.',
);

/** The payload of `leaveWaitlist`. */
export const leaveWaitlistRequestSchema = z.object({ requestId: waitlistRequestIdSchema }).strict();

export const joinWaitlistResponseSchema = z.object({ requestId: z.string() });
export const leaveWaitlistResponseSchema = z.object({ left: z.literal(true) });

/** The request ids a customer may hold, in the order a new request takes them. */
export const waitlistSlotIds = (uid: string) =>
  Array.from({ length: WAITLIST_LIMITS.openRequests }, (_, slot) => `${uid}-${slot}`);

/** `waiting`: not told since it was made or since its nights were taken again; `told`: e-mailed. */
export const WAITLIST_STATES = ['waiting', 'told'] as const;
export type WaitlistState = (typeof WAITLIST_STATES)[number];

/** The same stay, whatever else the two requests say. */
export const sameStay = (a: JoinWaitlistRequest, b: JoinWaitlistRequest) =>
  a.locationId === b.locationId &&
  a.packageId === b.packageId &&
  a.arrival === b.arrival &&
  a.departure === b.departure &&
  a.guests === b.guests;

/** The mail id of the `timesTold`-th e-mail of a request: at most one each, whoever queues it. */
export const waitlistMailId = (requestId: string, timesTold: number) =>
  `waitlist-${requestId}-${timesTold}`;

export const WAITLIST_SENTENCES = {
  signIn: 'Log in to be told when these dates free up.',
  full: `You are already waiting for ${WAITLIST_LIMITS.openRequests} stays. Remove one in My Account to ask for another.`,
  free: 'Those nights are free: book them now.',
  notYours: 'That is not one of your requests.',
  nothingHeld: 'Nothing is held for you: the first to book gets it.',
} as const;

/**
 * What `waitlist/{requestId}` stores besides its two times (firestore/documents.ts): the customer
 * waiting, the stay, and how often the sweep told them its nights freed (once per freeing).
 */
export const waitlistStoredFields = {
  userId: z.string().min(1),
  email: z.string().min(1),
  ...waitedStayFields,
  state: z.enum(WAITLIST_STATES),
  timesTold: z.number().int().nonnegative(),
  /** Random (128 bits, hex): the e-mail's unsubscribe link carries it, so it works without logging in. */
  unsubscribeToken: z.string().regex(/^[0-9a-f]{32,}$/),
};
