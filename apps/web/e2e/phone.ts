/**
 * The mobile project (a 375 px phone) runs only the tests tagged with one of these, and the desktop
 * project every test except those for phones alone (playwright.config.ts).
 */

/** What can differ on a phone (its menu, layouts that stack or scroll): on both screens. */
export const ON_PHONES = { tag: '@phone' } as const;

/**
 * A phone's own layout, or a long journey that runs once, as most customers make it, on a phone:
 * its screens are the same on a desktop, where shorter tests check their layout.
 */
export const ONLY_ON_PHONES = { tag: '@phone-only' } as const;
