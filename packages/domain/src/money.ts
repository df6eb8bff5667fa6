import { MONEY } from './constants.ts';

const audFormat = new Intl.NumberFormat('en-AU', { style: 'currency', currency: MONEY.currency });

/** Cents as Australians read a price: 14900 -> "$149.00". */
export function formatAud(cents: number): string {
  return audFormat.format(cents / 100);
}
