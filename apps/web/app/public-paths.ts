import { PATHS } from '@camping/domain/site/paths';

/**
 * The public pages of spec section 2, pre-rendered at build time (build-steps/build.ts); each
 * campground's page is added from the catalogue. Only the build and tests read this list.
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
