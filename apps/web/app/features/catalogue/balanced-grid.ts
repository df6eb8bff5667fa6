// Cards in rows that always fill: one column on phones, two from `sm`, three from `lg`. Where the last
// row would be short, the first card widens (and lays out side by side, card.tsx's @container) to
// take the room, so no card is ever left alone on a row with gaps beside it.

export const CARD_GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** The column span of the first of `count` cards. Written out whole so Tailwind sees the classes. */
export function leadCardSpan(count: number): string {
  const odd = count % 2 === 1;
  // From lg the sm span still applies unless overridden, hence lg:col-span-1 after an odd count.
  const threeColumns = [odd ? 'lg:col-span-1' : '', 'lg:col-span-3', 'lg:col-span-2'][count % 3];
  return `${odd ? 'sm:col-span-2' : ''} ${threeColumns}`.trim();
}

/**
 * How wide a card's picture shows (its `sizes`): a third of the page from lg, half from sm, the
 * whole width on phones; the first card's more when it widens.
 */
export function cardPictureSizes(index: number, count: number): string {
  return index === 0 && leadCardSpan(count)
    ? '(min-width: 1152px) 653px, (min-width: 640px) 56vw, 92vw'
    : '(min-width: 1152px) 348px, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, 92vw';
}
