// Class lists the staff pages share: form fields and their labels, and the cards pages are made of.

export const labelClass = 'flex flex-col gap-1 text-sm font-semibold text-stone-800';

export const fieldClass =
  'min-h-11 w-full min-w-0 rounded-md border border-stone-300 bg-white px-3 py-2 text-base font-normal text-stone-900';

export const panelClass = 'rounded-lg bg-white p-4 ring-1 ring-stone-200 sm:p-5';
