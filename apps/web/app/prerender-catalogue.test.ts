import { describe, expect, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { renderPage } from './entry.server.tsx';
import { loadLiveCatalogue } from './prerender-catalogue.ts';
import { prerenderedPaths } from './public-paths.ts';

const [listed, retired] = LOCATIONS;

vi.mock('#app/features/catalogue/catalogue-firestore.ts', () => ({
  fetchLocations: async () => [listed, { ...retired, archived: true }],
  fetchPackages: async () => CAMPING_PACKAGES,
  fetchAddOns: async () => [],
  fetchPricingSettings: async () => PRICING_SETTINGS,
}));

const reviews = {
  count: 12,
  average: 4.3,
  reviews: [
    {
      id: 'stay-1',
      bookingId: 'stay-1',
      userId: 'casey',
      locationId: listed!.id,
      rating: 5,
      text: 'Woke up to the sea.',
      firstName: 'Casey',
      stayMonth: '2026-10',
      status: 'published',
      createdAt: '2026-10-06T01:00:00.000Z',
    },
  ],
  more: true,
};
vi.mock('#app/features/reviews/reviews-firestore.ts', () => ({
  fetchCampgroundReviews: vi.fn(async (locationId: string) =>
    locationId === listed!.id ? reviews : { count: 0, average: null, reviews: [], more: false },
  ),
}));

describe('the catalogue a production build pre-renders', () => {
  it("is Firestore's, without archived campgrounds", async () => {
    const catalogue = await loadLiveCatalogue();
    expect(catalogue.locations.map(({ id }) => id)).toEqual([listed!.id]);
    expect(catalogue.packages).toBe(CAMPING_PACKAGES);
    expect(prerenderedPaths(catalogue.locations)).toContain(`/locations/${listed!.id}`);
    expect(prerenderedPaths(catalogue.locations)).not.toContain(`/locations/${retired!.id}`);
  });

  it("carries each campground's first page of reviews and their average, in the page and its JSON-LD", async () => {
    const catalogue = await loadLiveCatalogue();
    expect(catalogue.reviews[listed!.id]).toEqual(reviews);
    const path = `/locations/${listed!.id}`;
    const html = await renderPage(path, '', {
      catalogue,
      paths: prerenderedPaths(catalogue.locations),
    });
    const page = new DOMParser().parseFromString(html, 'text/html');
    const reviewsSection = page.querySelector('section[aria-labelledby="reviews-heading"]');
    expect(reviewsSection?.textContent).toContain('4.3 out of 5 from 12 reviews');
    expect(reviewsSection?.textContent).toContain('Woke up to the sea.');
    expect(reviewsSection?.textContent).toContain('Show more reviews');
    const jsonLd = JSON.parse(
      page.querySelector('script[type="application/ld+json"]')!.textContent!,
    ) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 12 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Casey' },
          reviewRating: { ratingValue: 5 },
          reviewBody: 'Woke up to the sea.',
        },
      ],
    });
  });
});
