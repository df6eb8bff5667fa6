import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import type { CampingPackage } from '@camping/domain/catalogue/camping-package';
import type { Location } from '@camping/domain/catalogue/location';
import { GENERAL_ENQUIRIES } from '@camping/domain/contact/contact-entries';
import { PRODUCT_NAME, SITE_URL } from '@camping/domain/product';
import { PATHS, locationPath } from '@camping/domain/site/paths';
import type { CampgroundReviews } from '#app/features/reviews/index.ts';
import { jsonScriptElement } from '#app/shared/json-script.ts';
import { SOCIAL_IMAGE, SYDNEY, absoluteUrl } from '#app/shared/site.ts';

// Structured data (schema.org JSON-LD) for search engines, added to the pre-rendered pages only:
// crawlers read it from the HTML, so the browser bundles need not carry it.

export type JsonLd = Record<string, unknown>;

const BUSINESS = {
  name: PRODUCT_NAME,
  description:
    'We set up camping gear at campgrounds within two hours of Sydney before you arrive, and pack it down after you leave.',
  email: GENERAL_ENQUIRIES.email,
  city: 'Sydney',
  region: 'NSW',
  country: 'AU',
  coordinates: SYDNEY,
  socialImage: SOCIAL_IMAGE,
} as const;

const postalAddress = (locality: string) => ({
  '@type': 'PostalAddress',
  addressLocality: locality,
  addressRegion: BUSINESS.region,
  addressCountry: BUSINESS.country,
});

/** schema.org LocalBusiness for the home page: who we are, where we work and what a night costs. */
export function localBusinessJsonLd(packages: readonly CampingPackage[]): JsonLd {
  const rates = packages.map((campingPackage) => campingPackage.nightlyRateCents / 100);
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${SITE_URL}/#business`,
    name: BUSINESS.name,
    description: BUSINESS.description,
    url: absoluteUrl(PATHS.home),
    email: BUSINESS.email,
    image: absoluteUrl(BUSINESS.socialImage),
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
  };
}

/** schema.org AggregateRating and Review of a campground's published reviews, once it has any. */
function reviewsJsonLd(reviews: CampgroundReviews | undefined): JsonLd {
  if (!reviews || reviews.count === 0 || reviews.average === null) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.firstName },
      datePublished: review.createdAt.slice(0, 10),
      reviewRating: {
        '@type': 'Rating',
        ratingValue: review.rating,
        bestRating: 5,
        worstRating: 1,
      },
      ...(review.text && { reviewBody: review.text }),
    })),
  };
}

/** schema.org Campground for a campground's page, with its reviews as the build read them. */
export function campgroundJsonLd(location: Location, reviews?: CampgroundReviews): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Campground',
    name: location.name,
    description: location.description,
    url: absoluteUrl(locationPath(location.id)),
    image: absoluteUrl(location.image.src),
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
    ...reviewsJsonLd(reviews),
  };
}

function structuredDataOf(
  path: string,
  reviews: Readonly<Record<string, CampgroundReviews>>,
): JsonLd | undefined {
  if (path === PATHS.home) return localBusinessJsonLd(CAMPING_PACKAGES);
  const location = LOCATIONS.find((candidate) => locationPath(candidate.id) === path);
  return location && campgroundJsonLd(location, reviews[location.id]);
}

/** The <script> element with a page's structured data, if it has any; reviews by campground. */
export function structuredDataElement(
  path: string,
  reviews: Readonly<Record<string, CampgroundReviews>> = {},
): string {
  const data = structuredDataOf(path, reviews);
  return data ? jsonScriptElement('type="application/ld+json"', data) : '';
}
