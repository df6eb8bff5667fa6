import { LOCATIONS } from '@camping/catalogue/locations';
import { locationPath, PATHS } from '@camping/domain/site/paths';

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
 * Every pre-rendered page: the public pages and each listed (not archived) campground of the catalogue
 * the stack seeds. Hosting serves them as files; no rewrite covers other campground pages, which get
 * a 404 (ADR 0010).
 */
export const PRERENDERED_PATHS: readonly string[] = [
  ...PUBLIC_PATHS,
  ...LOCATIONS.filter((location) => location.archived !== true).map((location) =>
    locationPath(location.id),
  ),
];
