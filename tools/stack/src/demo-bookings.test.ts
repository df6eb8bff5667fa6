import { describe, expect, it } from 'vitest';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { demoBookingDocuments, demoReviewDocuments } from './demo-bookings.ts';

const people = {
  customer: { uid: 'casey', email: 'camper@example.com', displayName: 'Casey Camper' },
  staffUid: 'alex',
};

describe('the demo reviews', () => {
  const { bookings } = demoBookingDocuments(people, todayInSydney());
  const { reviews, summaries } = demoReviewDocuments(bookings, 'Casey');

  it('review completed stays of the demo customer, a few published and one waiting for staff', () => {
    for (const review of reviews) {
      const booking = bookings.find(({ id }) => id === review.bookingId)!;
      expect(booking).toMatchObject({ status: 'completed', userId: 'casey' });
      expect(review.locationId).toBe(booking.locationId);
      expect(review.createdAt.toISOString() > `${booking.departure}T`).toBe(true);
    }
    expect(reviews.filter(({ status }) => status === 'published').length).toBeGreaterThan(2);
    expect(reviews.filter(({ status }) => status === 'pending')).toHaveLength(1);
  });

  it('leave a completed stay to review, and keep summaries of the published ones only', () => {
    const reviewed = new Set(reviews.map(({ bookingId }) => bookingId));
    expect(
      bookings.filter(({ status, id }) => status === 'completed' && !reviewed.has(id)),
    ).not.toHaveLength(0);
    const published = reviews.filter(({ status }) => status === 'published');
    for (const [locationId, summary] of summaries) {
      const here = published.filter((review) => review.locationId === locationId);
      expect(summary).toEqual({
        count: here.length,
        ratingTotal: here.reduce((total, { rating }) => total + rating, 0),
      });
    }
    expect([...summaries.keys()].sort()).toEqual(
      [...new Set(published.map(({ locationId }) => locationId))].sort(),
    );
  });
});
