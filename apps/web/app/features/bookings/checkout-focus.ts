import { useEffect, useRef, type RefObject } from 'react';
import type { FieldErrors } from 'react-hook-form';

/** The checkout's fields as they are read, top to bottom: the stay comes before the phone. */
const READING_ORDER = [
  'locationId',
  'packageId',
  'guests',
  'arrival',
  'departure',
  'phone',
  'notes',
  'termsAccepted',
] as const;

/**
 * Where a field is taken to: the stay is its calendar (a grid per month shown), at the day it would
 * start from, with that day's month brought into view.
 */
function controlOf(form: HTMLFormElement, field: (typeof READING_ORDER)[number]) {
  if (field === 'arrival' || field === 'departure') {
    const day = form.querySelector<HTMLElement>('[role="grid"] [tabindex="0"]');
    const grid =
      day?.closest<HTMLElement>('[role="grid"]') ??
      form.querySelector<HTMLElement>('[role="grid"]');
    return grid && { control: day, shown: grid };
  }
  const control = form.elements.namedItem(field);
  return control instanceof HTMLElement ? { control, shown: control } : null;
}

/**
 * After a submit that found something to fix, takes the customer to the first such field in reading
 * order, brought to the middle of the screen with its message beneath it (react-hook-form's own
 * focusing follows the order fields were registered in, and knows nothing of the calendar).
 */
export function useFocusFirstInvalid(
  formRef: RefObject<HTMLFormElement | null>,
  submitCount: number,
  errors: FieldErrors,
) {
  // Read when a submit is counted: errors cleared while typing must not move the focus again.
  const latestErrors = useRef(errors);
  useEffect(() => {
    latestErrors.current = errors;
  });
  useEffect(() => {
    const form = formRef.current;
    if (!form || submitCount === 0) return;
    for (const field of READING_ORDER) {
      if (!latestErrors.current[field]) continue;
      const target = controlOf(form, field);
      if (!target) continue;
      target.shown.scrollIntoView({ block: 'center' });
      target.control?.focus({ preventScroll: true });
      return;
    }
  }, [formRef, submitCount]);
}
