import { todayInSydney } from '@camping/domain/dates/calendar';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { findStays } from './find-stays.ts';
import { loadSearchInventory } from './load-stay-search.ts';

/**
 * Callable: every campground and package free for a stay with room for the guests, priced as the
 * checkout prices them; when none is, the nearest free dates per package. Public, like the prices.
 */
export const searchStays = defineCallable(
  'searchStays',
  { rateLimit: RATE_LIMITS.searchStays },
  async (request) =>
    findStays(db, await loadSearchInventory(db, request), request, todayInSydney()),
);
