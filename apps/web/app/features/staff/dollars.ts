// Prices are stored in integer cents and typed by staff in dollars. Converted by their digits, never
// by multiplying floats (19.99 * 100 is 1998.9999999999998).

/** Cents as staff type dollars: 4550 -> "45.50", 4500 -> "45.00". */
export function centsToDollars(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${cents} is not cents.`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

// Whole dollars with or without thousands separators, then at most two decimal places.
const DOLLARS = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)?(?:\.(\d{1,2}))?$/;

/** "45", "45.5", "$1,045.50", ".99" -> cents, exactly; null when the text is not an amount. */
export function dollarsToCents(text: string): number | null {
  const match = DOLLARS.exec(text.trim());
  if (!match || (match[1] === undefined && match[2] === undefined)) return null;
  const dollars = (match[1] ?? '0').replaceAll(',', '');
  const cents = Number(dollars) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
