import { PRODUCT_NAME } from '@camping/domain/constants';
import type { CampingPackage } from '@camping/domain/schemas/camping-package';
import type { Location } from '@camping/domain/schemas/location';
import type { MetaDescriptor } from 'react-router';
import { BUSINESS, SITE_URL, locationPath } from './site.ts';

const absolute = (path: string) => new URL(path, SITE_URL).href;

export interface PageMetaInput {
  /** The document title, already following the title rule (pageTitle()). */
  title: string;
  description: string;
  path: string;
}

/** Title, description, canonical link and Open Graph tags of a public page. */
// Every page shares the PNG social card: SVG pictures are not shown by most social networks.
export function pageMeta({ title, description, path }: PageMetaInput): MetaDescriptor[] {
  const url = absolute(path);
  return [
    { title },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:type', content: 'website' },
    { property: 'og:locale', content: 'en_AU' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: absolute(BUSINESS.socialImage) },
    { property: 'og:image:alt', content: `${PRODUCT_NAME}: a tent set up under the stars` },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** Structured data (schema.org JSON-LD), rendered by React Router as a <script> in the head. */
export interface JsonLdDescriptor {
  'script:ld+json': Record<string, unknown>;
}

const postalAddress = (locality: string) => ({
  '@type': 'PostalAddress',
  addressLocality: locality,
  addressRegion: BUSINESS.region,
  addressCountry: BUSINESS.country,
});

/** schema.org LocalBusiness for the home page: who we are, where we work and what a night costs. */
export function localBusinessJsonLd(packages: readonly CampingPackage[]): JsonLdDescriptor {
  const rates = packages.map((campingPackage) => campingPackage.nightlyRateCents / 100);
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${SITE_URL}/#business`,
      name: BUSINESS.name,
      description: BUSINESS.description,
      url: absolute('/'),
      email: BUSINESS.email,
      image: absolute(BUSINESS.socialImage),
      address: postalAddress(BUSINESS.city),
      geo: {
        '@type': 'GeoCoordinates',
        latitude: BUSINESS.coordinates.lat,
        longitude: BUSINESS.coordinates.lng,
      },
      areaServed: 'Campgrounds within two hours’ drive of Sydney, New South Wales',
      currenciesAccepted: 'AUD',
      paymentAccepted: 'Credit card',
      ...(rates.length > 0 && {
        priceRange: `$${Math.min(...rates)}–$${Math.max(...rates)} a night`,
      }),
    },
  };
}

/** schema.org Campground for a campground's page. */
export function campgroundJsonLd(location: Location): JsonLdDescriptor {
  return {
    'script:ld+json': {
      '@context': 'https://schema.org',
      '@type': 'Campground',
      name: location.name,
      description: location.description,
      url: absolute(locationPath(location.id)),
      image: absolute(location.image.src),
      address: postalAddress(location.region),
      geo: {
        '@type': 'GeoCoordinates',
        latitude: location.coordinates.lat,
        longitude: location.coordinates.lng,
      },
      amenityFeature: location.facilities.map((facility) => ({
        '@type': 'LocationFeatureSpecification',
        name: facility,
        value: true,
      })),
      provider: { '@id': `${SITE_URL}/#business` },
    },
  };
}
