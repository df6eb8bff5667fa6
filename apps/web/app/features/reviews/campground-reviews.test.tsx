import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import CampgroundReviews from './campground-reviews.tsx';
import type { ShownReview } from './review-shapes.ts';
import { fetchCampgroundReviews, fetchPublishedReviews } from './reviews-firestore.ts';

vi.mock('./reviews-firestore.ts', () => ({
  fetchCampgroundReviews: vi.fn(),
  fetchPublishedReviews: vi.fn(),
}));

afterEach(() => {
  vi.clearAllMocks();
});

function review(id: string, rating = 4): ShownReview {
  return {
    id,
    bookingId: id,
    userId: `user-${id}`,
    locationId: 'lane-cove-river',
    rating,
    text: `Review ${id}`,
    firstName: `Camper${id}`,
    stayMonth: '2026-10' as ShownReview['stayMonth'],
    status: 'published',
    createdAt: '2026-10-06T01:00:00.000Z',
  };
}

function renderReviews() {
  const queryClient = testQueryClient();
  return renderWithProviders(<CampgroundReviews locationId="lane-cove-river" />, { queryClient });
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('CampgroundReviews', () => {
  it('shows the average to one decimal, the count and the newest reviews with first names, then older ones page by page', async () => {
    vi.mocked(fetchCampgroundReviews).mockResolvedValue({
      count: 5,
      average: 4,
      reviews: [review('a', 5), review('b', 3)],
      more: true,
    });
    vi.mocked(fetchPublishedReviews)
      .mockResolvedValueOnce({ reviews: [review('c'), review('d')], more: true })
      .mockResolvedValueOnce({ reviews: [review('e')], more: false });
    const { user } = renderReviews();

    expect((await screen.findByText(/out of 5 from/)).parentElement!.textContent).toContain(
      '4.0 out of 5 from 5 reviews',
    );
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(items()).toHaveLength(2);
    expect(items()[0]).toContain('Campera, stayed in October 2026');
    expect(fetchPublishedReviews).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(items()).toHaveLength(4));
    expect(fetchPublishedReviews).toHaveBeenLastCalledWith('lane-cove-river', 'b');

    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(items()).toHaveLength(5));
    expect(fetchPublishedReviews).toHaveBeenLastCalledWith('lane-cove-river', 'd');
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('says when there are no reviews yet', async () => {
    vi.mocked(fetchCampgroundReviews).mockResolvedValue({
      count: 0,
      average: null,
      reviews: [],
      more: false,
    });
    renderReviews();
    expect(await screen.findByText(/^No reviews yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
