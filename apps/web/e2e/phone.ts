/**
 * The mobile project (a 375 px phone) runs only the tests tagged with this: what can differ on a
 * phone (its menu, layouts that stack or scroll, the journeys people make on one). Everything else
 * is the same on every screen and runs once, on desktop (playwright.config.ts).
 */
export const ON_PHONES = { tag: '@phone' } as const;
