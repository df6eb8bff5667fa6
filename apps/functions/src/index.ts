// The deployed functions: every export here becomes one Cloud Function.
export { getUnavailableDates } from './availability/get-unavailable-dates.ts';
