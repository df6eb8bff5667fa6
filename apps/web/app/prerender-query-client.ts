import { dehydrate, QueryCache, type DehydratedState } from '@tanstack/react-query';
import {
  addOnsQuery,
  packagesQuery,
  pricingSettingsQuery,
} from '#app/features/catalogue/catalogue-queries.ts';
import { locationQuery, locationsQuery } from '#app/features/catalogue/locations-queries.ts';
import { campgroundReviewsQuery } from '#app/features/reviews/reviews-queries.ts';
import { createQueryClient } from '#app/shared/query-client/query-client.ts';
import type { PrerenderCatalogue } from './prerender-catalogue.ts';

const NO_REVIEWS = { count: 0, average: null, reviews: [], more: false };

/** A query cache that remembers which queries the render asked for, so a page carries only its own data. */
function usageRecordingQueryCache() {
  const cache = new QueryCache();
  const used = new Set<string>();
  const build = cache.build.bind(cache);
  cache.build = ((...args: Parameters<typeof build>) => {
    const query = build(...args);
    used.add(query.queryHash);
    return query;
  }) as typeof cache.build;
  return { cache, used };
}

/**
 * A query client for pre-rendering one page: it holds the catalogue (the seeded one, or Firestore's
 * for a production build), so public pages are built with their content. The data is dated 0, i.e. stale: once the page has
 * hydrated, each query reads Firestore's current data and replaces it.
 */
export function prerenderQueryClient(catalogue: PrerenderCatalogue) {
  const { cache, used } = usageRecordingQueryCache();
  const client = createQueryClient(cache);
  const asBuilt = { updatedAt: 0 };
  client.setQueryData(packagesQuery.queryKey, [...catalogue.packages], asBuilt);
  client.setQueryData(addOnsQuery.queryKey, [...catalogue.addOns], asBuilt);
  client.setQueryData(pricingSettingsQuery.queryKey, catalogue.pricing, asBuilt);
  client.setQueryData(locationsQuery.queryKey, [...catalogue.locations], asBuilt);
  for (const location of catalogue.locations) {
    client.setQueryData(locationQuery(location.id).queryKey, location, asBuilt);
    client.setQueryData(
      campgroundReviewsQuery(location.id).queryKey,
      catalogue.reviews[location.id] ?? NO_REVIEWS,
      asBuilt,
    );
  }
  used.clear();

  return {
    client,
    /** The queries the rendered page used, to ship with it. */
    dehydrateUsed: (): DehydratedState =>
      dehydrate(client, { shouldDehydrateQuery: (query) => used.has(query.queryHash) }),
  };
}
