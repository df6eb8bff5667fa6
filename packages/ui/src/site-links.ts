/** A link of the site's navigation, worded as spec section 2 words it in each place. */
export interface SiteLink {
  label: string;
  to: string;
}

export const HEADER_LINKS: readonly SiteLink[] = [
  { label: 'About us', to: '/about-us' },
  { label: 'Locations', to: '/locations' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Contact us', to: '/contact' },
];

export const MOBILE_MENU_LINKS: readonly SiteLink[] = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Locations', to: '/locations' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_MENU_LINKS: readonly SiteLink[] = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Locations', to: '/locations' },
  { label: 'FAQs', to: '/faq' },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_LEGAL_LINKS: readonly SiteLink[] = [
  { label: 'Terms and conditions', to: '/terms-and-conditions' },
  { label: 'Privacy policy', to: '/privacy-policy' },
];

/** Where people sign in, sign up and see their account. */
export const ACCOUNT_PATHS = { login: '/login', signup: '/signup', account: '/account' } as const;
