export const MONEY = {
  currency: 'AUD',
  /** GST is one eleventh of a GST-inclusive price. */
  gstDivisor: 11,
} as const;

const audFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: MONEY.currency });

/** Cents as Australians read a price: 14900 -> "$149.00". */
export function formatAud(cents: number): string {
  return audFormat.format(cents / 100);
}
