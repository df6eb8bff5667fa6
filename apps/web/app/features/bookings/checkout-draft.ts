import type { CallableRequest } from '@camping/domain/callables';
import type { StayAsked } from '@camping/domain/site/stay-links';

/**
 * The choices of a checkout: campground, package, guests, add-ons, stay, phone and notes (not the
 * terms: the customer accepts them each time).
 */
export type CheckoutDraft = Omit<
  CallableRequest<'startCheckout'>,
  'idempotencyKey' | 'termsAccepted' | 'expectedTotalCents'
>;

const KEY = 'camping:checkout-draft';

/**
 * Remembers the choices as they are made, for this tab and this person only: a reload, logging in
 * again, or coming back from the payment page starts from them (someone else logging in on the same
 * browser does not).
 */
export function saveCheckoutDraft(uid: string, draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ ...draft, uid }));
  } catch {
    // Storage may be full or blocked: the customer chooses again, nothing worse.
  }
}

/** Forgets the choices once they are booked: the next checkout starts afresh. */
export function forgetCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Blocked storage holds no draft either.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The remembered choices of this person, or null. Only what still has the right shape is taken: the
 * value comes from storage the page does not control.
 */
export function readCheckoutDraft(uid: string): Partial<CheckoutDraft> | null {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const draft = stored as Record<string, unknown>;
  if (draft.uid !== uid) return null;
  const addOns = Array.isArray(draft.addOns)
    ? draft.addOns.filter(
        (line): line is { addOnId: string; quantity: number } =>
          typeof line === 'object' &&
          line !== null &&
          isText((line as { addOnId?: unknown }).addOnId) &&
          Number.isInteger((line as { quantity?: unknown }).quantity),
      )
    : undefined;
  return {
    ...(isText(draft.locationId) && { locationId: draft.locationId }),
    ...(isText(draft.packageId) && { packageId: draft.packageId }),
    ...(addOns && { addOns }),
    ...(Number.isInteger(draft.guests) && { guests: draft.guests as number }),
    ...(isText(draft.arrival) && { arrival: draft.arrival }),
    ...(isText(draft.departure) && { departure: draft.departure }),
    ...(isText(draft.phone) && { phone: draft.phone }),
    ...(isText(draft.notes) && { notes: draft.notes }),
  };
}

/**
 * What the checkout starts from: the choices a link names (campground, package, and from a search its
 * stay and guests) and the remembered draft when it is of those choices (a stay that has begun since
 * left out); a link to other choices keeps only the phone, which is the customer's whatever they book.
 */
export function startingChoices(
  link: { locationId: string | null; packageId: string | null; stay?: StayAsked | null },
  draft: Partial<CheckoutDraft> | null,
  today: string,
): Partial<CheckoutDraft> {
  const fits =
    (!link.locationId || link.locationId === draft?.locationId) &&
    (!link.packageId || link.packageId === draft?.packageId);
  const kept: Partial<CheckoutDraft> = {
    ...(fits ? draft : draft?.phone ? { phone: draft.phone } : null),
    ...link.stay,
  };
  // `YYYY-MM-DD` dates sort as text.
  if (kept.arrival && kept.arrival < today) {
    delete kept.arrival;
    delete kept.departure;
  }
  return {
    ...kept,
    ...(link.locationId && { locationId: link.locationId }),
    ...(link.packageId && { packageId: link.packageId }),
  };
}
