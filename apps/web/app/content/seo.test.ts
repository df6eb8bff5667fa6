import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { describe, expect, it } from 'vitest';
import { campgroundJsonLd, localBusinessJsonLd, pageMeta } from './seo.ts';

describe('pageMeta', () => {
  const meta = pageMeta({
    title: 'Pricing | The Complete Camping Experience',
    description: 'What it costs.',
    path: '/pricing',
  });

  it('sets the title, description and canonical link', () => {
    expect(meta).toContainEqual({ title: 'Pricing | The Complete Camping Experience' });
    expect(meta).toContainEqual({ name: 'description', content: 'What it costs.' });
    expect(meta).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://completecamping.com.au/pricing',
    });
  });

  it('sets Open Graph tags with absolute URLs', () => {
    expect(meta).toContainEqual({
      property: 'og:title',
      content: 'Pricing | The Complete Camping Experience',
    });
    expect(meta).toContainEqual({
      property: 'og:url',
      content: 'https://completecamping.com.au/pricing',
    });
    expect(meta).toContainEqual({
      property: 'og:image',
      content: 'https://completecamping.com.au/images/social-card.png',
    });
    expect(meta).toContainEqual({ property: 'og:locale', content: 'en_AU' });
  });
});

describe('structured data', () => {
  it('describes the business with its price range', () => {
    const business = localBusinessJsonLd(CAMPING_PACKAGES)['script:ld+json'];
    expect(business).toMatchObject({
      '@type': 'LocalBusiness',
      name: 'The Complete Camping Experience',
      url: 'https://completecamping.com.au/',
      priceRange: '$149–$289 a night',
    });
  });

  it('describes a campground with its coordinates and facilities', () => {
    const location = LOCATIONS[0]!;
    const campground = campgroundJsonLd(location)['script:ld+json'];
    expect(campground).toMatchObject({
      '@type': 'Campground',
      name: location.name,
      url: `https://completecamping.com.au/locations/${location.id}`,
      geo: { latitude: location.coordinates.lat, longitude: location.coordinates.lng },
    });
    expect((campground as { amenityFeature: unknown[] }).amenityFeature).toHaveLength(
      location.facilities.length,
    );
  });
});
