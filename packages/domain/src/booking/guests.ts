import type { AddOn } from '../catalogue/add-on.ts';
import type { CampingPackage } from '../catalogue/camping-package.ts';

/** Add-on lines as a stay chooses them, with what each add-on is. */
export type ChosenAddOns = readonly { addOn: Pick<AddOn, 'sleeps'>; quantity: number }[];

/**
 * The most guests a stay may bring: what the package sleeps, and for every add-on that sleeps
 * campers (an extra sleeping kit) that many more for each one chosen.
 */
export function guestLimit(campingPackage: Pick<CampingPackage, 'sleeps'>, addOns: ChosenAddOns) {
  return addOns.reduce(
    (limit, line) => limit + (line.addOn.sleeps ?? 0) * line.quantity,
    campingPackage.sleeps,
  );
}

/** Why these guests do not fit the package with these add-ons, or null when they do. */
export function guestsProblem(
  guests: number,
  campingPackage: Pick<CampingPackage, 'name' | 'sleeps'>,
  addOns: ChosenAddOns,
): string | null {
  const limit = guestLimit(campingPackage, addOns);
  if (guests <= limit) return null;
  return limit === campingPackage.sleeps
    ? `The ${campingPackage.name} package sleeps up to ${limit}.`
    : `The ${campingPackage.name} package sleeps up to ${limit} with the add-ons you chose.`;
}
