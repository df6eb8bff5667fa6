import { cacheKeys } from '@camping/domain/cache-keys';
import { queryOptions } from '@tanstack/react-query';

export const locationsQuery = queryOptions({
  queryKey: cacheKeys.getLocations(),
  queryFn: async () => (await import('../firebase/catalogue.ts')).fetchLocations(),
});
