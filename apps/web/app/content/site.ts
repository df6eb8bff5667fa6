import { PRODUCT_NAME } from '@camping/domain/product';
import { GENERAL_ENQUIRIES } from '@camping/domain/contact/contact-entries';

/** Where the site is published: canonical links, Open Graph, structured data and the sitemap use it. */
export const SITE_URL = 'https://completecamping.com.au';

export const absoluteUrl = (path: string) => new URL(path, SITE_URL).href;

/** The public pages of spec section 2 (campground pages are added from the catalogue). */
export const PUBLIC_PATHS = [
  '/',
  '/about-us',
  '/about-us/equipment',
  '/locations',
  '/pricing',
  '/faq',
  '/contact',
  '/terms-and-conditions',
  '/privacy-policy',
] as const;

export const locationPath = (locationId: string) => `/locations/${locationId}`;

export const BUSINESS = {
  name: PRODUCT_NAME,
  description:
    'We set up camping gear at campgrounds within two hours of Sydney before you arrive, and pack it down after you leave.',
  email: GENERAL_ENQUIRIES.email,
  city: 'Sydney',
  region: 'NSW',
  country: 'AU',
  /** Sydney city centre, where drive times are measured from. */
  coordinates: { lat: -33.8688, lng: 151.2093 },
  socialImage: '/images/social-card.png',
} as const;
