// What other features use of availability: the free nights of a campground.
export { AvailabilityTeaser } from './availability-teaser.tsx';
