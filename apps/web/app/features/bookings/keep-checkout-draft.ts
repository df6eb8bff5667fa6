import { useEffect } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { checkoutFormSchema } from '@camping/domain/booking/checkout';
import { CHECKOUT_PARAMS } from '@camping/domain/site/paths';
import { STAY_PARAMS } from '@camping/domain/site/stay-links';
import type { z } from '@camping/domain/zod';
import type { CheckoutDraft } from './checkout-draft.ts';

export interface KeepCheckoutDraftProps {
  control: Control<z.input<typeof checkoutFormSchema>>;
  saveDraft: ((draft: CheckoutDraft) => void) | undefined;
}

/**
 * Keeps the checkout's choices as they are made: `saveDraft` gets each change (so a reload or logging
 * in again starts from them), and the address names the campground and package chosen (so the
 * remembered choices are those of the address the page comes back to). A component of its own that
 * shows nothing: it watches every field, the phone and notes included, so a keystroke there
 * re-renders it alone, not the whole form with its calendar.
 */
export function KeepCheckoutDraft({ control, saveDraft }: KeepCheckoutDraftProps) {
  useKeepCheckoutDraft(control, saveDraft);
  return null;
}

function useKeepCheckoutDraft(
  control: KeepCheckoutDraftProps['control'],
  saveDraft: KeepCheckoutDraftProps['saveDraft'],
) {
  const [locationId, packageId, guests, addOns, arrival, departure, phone, notes] = useWatch({
    control,
    name: ['locationId', 'packageId', 'guests', 'addOns', 'arrival', 'departure', 'phone', 'notes'],
  });
  useEffect(() => {
    saveDraft?.({ locationId, packageId, guests, addOns, arrival, departure, phone, notes });
  }, [saveDraft, locationId, packageId, guests, addOns, arrival, departure, phone, notes]);

  const [search, setSearch] = useSearchParams();
  // A search's link names the stay too: it follows the choices, or a reload would undo the changes.
  const namesStay = search.has(STAY_PARAMS.arrival);
  useEffect(() => {
    const next = new URLSearchParams(search);
    for (const [param, value] of [
      [CHECKOUT_PARAMS.location, locationId],
      [CHECKOUT_PARAMS.package, packageId],
      ...(namesStay
        ? ([
            [STAY_PARAMS.arrival, arrival],
            [STAY_PARAMS.departure, departure],
            [STAY_PARAMS.guests, Number.isInteger(guests) ? String(guests) : ''],
          ] as const)
        : []),
    ] as const) {
      if (value) next.set(param, value);
      else next.delete(param);
    }
    if (next.toString() !== search.toString()) setSearch(next, { replace: true });
  }, [search, setSearch, namesStay, locationId, packageId, arrival, departure, guests]);
}
