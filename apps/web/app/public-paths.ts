import type { Location } from '@camping/domain/catalogue/location';
import { locationPath, PATHS } from '@camping/domain/site/paths';
import { SEEDED_CATALOGUE } from './prerender-catalogue.ts';

/**
 * The public pages of spec section 2, pre-rendered at build time (build-steps/build.ts). Only the
 * build, the dev server and tests read these lists.
 */
export const PUBLIC_PATHS = [
  PATHS.home,
  PATHS.aboutUs,
  PATHS.equipment,
  PATHS.locations,
  PATHS.pricing,
  PATHS.faq,
  PATHS.contact,
  PATHS.termsAndConditions,
  PATHS.privacyPolicy,
] as const;

/**
 * Every pre-rendered page: the public pages and each listed campground of the catalogue built with.
 * Hosting serves them as files; no rewrite covers other campground pages, which get a 404 (ADR 0010).
 */
export const prerenderedPaths = (locations: readonly Pick<Location, 'id'>[]): string[] => [
  ...PUBLIC_PATHS,
  ...locations.map((location) => locationPath(location.id)),
];

/** The pre-rendered pages of the seeded catalogue: the dev server's, the local builds' and the tests'. */
export const PRERENDERED_PATHS: readonly string[] = prerenderedPaths(SEEDED_CATALOGUE.locations);
