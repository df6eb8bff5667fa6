// What other features use of availability: the free nights of a campground, and the settings and
// unavailable nights the checkout's calendar follows.
export { AvailabilityTeaser } from './availability-teaser.tsx';
export { availabilitySettingsQuery } from './availability-settings-queries.ts';
export { UNAVAILABLE_DATES_ERROR, unavailableDatesQuery } from './unavailable-dates-queries.ts';
