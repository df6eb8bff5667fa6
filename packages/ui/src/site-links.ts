import { PATHS } from '@camping/domain/site/paths';

/** A link of the site's navigation, worded as spec section 2 words it in each place. */
export interface SiteLink {
  label: string;
  to: string;
}

export const HEADER_LINKS: readonly SiteLink[] = [
  { label: 'About us', to: PATHS.aboutUs },
  { label: 'Locations', to: PATHS.locations },
  { label: 'Pricing', to: PATHS.pricing },
  { label: 'Contact us', to: PATHS.contact },
];

export const MOBILE_MENU_LINKS: readonly SiteLink[] = [
  { label: 'About Us', to: PATHS.aboutUs },
  { label: 'Locations', to: PATHS.locations },
  { label: 'Pricing', to: PATHS.pricing },
  { label: 'Gift vouchers', to: PATHS.giftVouchers },
  { label: 'Contact', to: PATHS.contact },
];

export const FOOTER_MENU_LINKS: readonly SiteLink[] = [
  { label: 'About Us', to: PATHS.aboutUs },
  { label: 'Locations', to: PATHS.locations },
  { label: 'FAQs', to: PATHS.faq },
  { label: 'Gift vouchers', to: PATHS.giftVouchers },
  { label: 'Contact', to: PATHS.contact },
];

export const FOOTER_LEGAL_LINKS: readonly SiteLink[] = [
  { label: 'Terms and conditions', to: PATHS.termsAndConditions },
  { label: 'Privacy policy', to: PATHS.privacyPolicy },
];
