// Class lists shared by the pages, so links, cards and layouts look and focus the same everywhere. The
// buttons every page and form uses (primary, secondary, danger) are in @camping/ui/button-styles.

const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700';

/** Buttons on the dark green bands (hero, calls to book). */
export const lightButton = `inline-flex items-center justify-center gap-2 rounded-md bg-white px-5 py-2.5 font-semibold text-forest-900 shadow-sm hover:bg-forest-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white`;

export const lightOutlineButton = `inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 font-semibold text-white ring-1 ring-white/70 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white`;

export const textLink = `font-semibold text-forest-700 underline decoration-forest-700/40 underline-offset-4 hover:decoration-forest-700 ${focusRing}`;

export const card = 'card';

export const container = 'page-container';

/** Long-form text (policies, about): comfortable measure and spacing. */
export const prose =
  'max-w-3xl space-y-4 leading-relaxed [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-forest-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ul]:list-disc [&_ul]:space-y-2';
