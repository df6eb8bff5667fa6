// What other features use of reviews: a stay's review in My Bookings, and a campground's reviews.
export { StayReview } from './stay-review.tsx';
