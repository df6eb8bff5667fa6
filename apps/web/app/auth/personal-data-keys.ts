import type { CacheKeyName } from '@camping/domain/cache-keys';

// Apart from the queries themselves (account-queries.ts), so the auth state can drop them on logout
// without loading TanStack Query.

/** The profile's key: not one of the cache keys of spec section 7. */
export const PROFILE_KEY = 'getUserProfile';

/** Every cached query holding one person's own data: dropped when they log out. */
export const PERSONAL_QUERY_FAMILIES: readonly string[] = [
  'getUserBookings' satisfies CacheKeyName,
  PROFILE_KEY,
];
