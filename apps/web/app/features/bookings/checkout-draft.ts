import type { CallableRequest } from '@camping/domain/callables';

/** The choices of a checkout attempt, kept while the customer is on the payment page. */
export type CheckoutDraft = Omit<
  CallableRequest<'startCheckout'>,
  'idempotencyKey' | 'termsAccepted' | 'expectedTotalCents'
>;

const KEY = 'camping:checkout-draft';

/** Remembers the choices for this tab only, so a cancelled payment comes back to them. */
export function saveCheckoutDraft(draft: CheckoutDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage may be full or blocked: the customer chooses again, nothing worse.
  }
}

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The remembered choices for this campground and package, or null. Only what still has the right shape
 * is taken: the value comes from storage the page does not control.
 */
export function readCheckoutDraft(
  locationId: string,
  packageId: string,
): Partial<CheckoutDraft> | null {
  let stored: unknown;
  try {
    stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const draft = stored as Record<string, unknown>;
  if (draft.locationId !== locationId || draft.packageId !== packageId) return null;
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
    ...(addOns && { addOns }),
    ...(Number.isInteger(draft.guests) && { guests: draft.guests as number }),
    ...(isText(draft.arrival) && { arrival: draft.arrival }),
    ...(isText(draft.departure) && { departure: draft.departure }),
    ...(isText(draft.phone) && { phone: draft.phone }),
    ...(isText(draft.notes) && { notes: draft.notes }),
  };
}
