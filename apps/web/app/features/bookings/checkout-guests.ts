import { guestLimit } from '@camping/domain/booking/guests';
import type { AddOn } from '@camping/domain/catalogue/add-on';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';

/** Guests until a package says how many it sleeps. */
const DEFAULT_GUESTS = 2;

export type AddOnLines = readonly { addOnId: string; quantity: number }[];

/** The most guests the package takes with these add-ons (extra sleeping kits add beds). */
export function guestLimitOf(
  campingPackage: CampingPackage | undefined,
  lines: AddOnLines,
  addOns: readonly AddOn[],
): number {
  if (!campingPackage) return DEFAULT_GUESTS;
  return guestLimit(
    campingPackage,
    lines.flatMap((line) => {
      const addOn = addOns.find((candidate) => candidate.id === line.addOnId);
      return addOn ? [{ addOn, quantity: line.quantity }] : [];
    }),
  );
}

/** The guests a checkout starts with: those chosen before, as many as fit. */
export function startingGuests(
  guests: number | undefined,
  campingPackage: CampingPackage | undefined,
  lines: AddOnLines,
  addOns: readonly AddOn[],
): number {
  return Math.min(
    Math.max(1, guests ?? DEFAULT_GUESTS),
    guestLimitOf(campingPackage, lines, addOns),
  );
}
