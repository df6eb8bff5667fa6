// Class lists the staff pages' forms share: fields and their labels. Cards are the site's own
// (card, cardSection in app/shared/styles.ts).

export const labelClass = 'flex flex-col gap-1 text-sm font-semibold text-stone-800';

export const fieldClass =
  'min-h-11 w-full min-w-0 rounded-md border border-stone-300 bg-white px-3 py-2 text-base font-normal text-stone-900';
