// What other features use of the search by dates: its form (Home's hero, Locations) and its results
// (Locations, from the stay in the address).
export { StaySearchResults } from './lazy-stay-search-results.tsx';
export { StaySearchForm } from './stay-search-form.tsx';
