import { SITE_URL } from '@camping/domain/product';

export const absoluteUrl = (path: string) => new URL(path, SITE_URL).href;

/** The picture of every page's link preview: a PNG, since most social networks do not show SVG. */
export const SOCIAL_IMAGE = '/images/social-card.jpg';

/** Sydney city centre, where drive times are measured from. */
export const SYDNEY = { lat: -33.8688, lng: 151.2093 } as const;
