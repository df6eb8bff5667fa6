import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { campgroundJsonLd, localBusinessJsonLd, structuredDataElement } from './seo.ts';

describe('structured data', () => {
  it('describes the business with its price range', () => {
    expect(localBusinessJsonLd(CAMPING_PACKAGES)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'The Complete Camping Experience',
      url: 'https://completecamping.com.au/',
      priceRange: '$149–$289 a night',
    });
  });

  it('leaves the price range out when there are no packages to price', () => {
    expect(localBusinessJsonLd([])).not.toHaveProperty('priceRange');
  });

  it('describes a campground with its coordinates and facilities', () => {
    const location = LOCATIONS[0]!;
    const campground = campgroundJsonLd(location);
    expect(campground).toMatchObject({
      '@context': 'https://schema.org',
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

describe('structuredDataElement', () => {
  const parse = (element: string) =>
    JSON.parse(/^<script type="application\/ld\+json">(.*)<\/script>$/.exec(element)![1]!);

  it('gives the home page the business and each campground page its campground', () => {
    expect(parse(structuredDataElement('/'))).toMatchObject({ '@type': 'LocalBusiness' });
    const location = LOCATIONS[1]!;
    expect(parse(structuredDataElement(`/locations/${location.id}`))).toMatchObject({
      '@type': 'Campground',
      name: location.name,
    });
  });

  it('gives other pages none', () => {
    expect(structuredDataElement('/faq')).toBe('');
    expect(structuredDataElement('/locations/atlantis')).toBe('');
  });
});
