import { lazy } from 'react';

/** The results, with the search's query and schemas: loaded only where a stay is searched. */
export const StaySearchResults = lazy(() => import('./stay-search-results.tsx'));
