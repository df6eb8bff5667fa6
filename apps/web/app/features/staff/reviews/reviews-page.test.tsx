import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { everyLocationQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { callFunction } from '#app/firebase/functions.ts';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import { fetchReviewsPage, type ReviewList, type StaffReview } from './reviews-firestore.ts';
import ReviewsPage from './reviews-page.tsx';

vi.mock('./reviews-firestore.ts', () => ({ fetchReviewsPage: vi.fn() }));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

const at = new Date('2026-11-24T01:00:00Z');
function review(id: string, fields: Partial<StaffReview> = {}): StaffReview {
  return {
    id,
    bookingId: id,
    userId: 'casey',
    locationId: 'lane-cove-river',
    rating: 4,
    text: 'Woke up to the river.',
    firstName: `Camper ${id}`,
    stayMonth: '2026-10' as StaffReview['stayMonth'],
    status: 'pending',
    createdAt: { seconds: 0, nanoseconds: 0, toDate: () => at, toMillis: () => at.getTime() },
    ...fields,
  };
}

function renderPage(lists: Record<ReviewList, StaffReview[]>) {
  vi.mocked(fetchReviewsPage).mockImplementation((list) =>
    Promise.resolve({ items: lists[list], next: null }),
  );
  const queryClient = testQueryClient();
  queryClient.setQueryData(everyLocationQuery.queryKey, LOCATIONS);
  queryClient.setQueryData(packagesQuery.queryKey, CAMPING_PACKAGES);
  return renderWithProviders(<ReviewsPage />, { queryClient });
}

describe('ReviewsPage', () => {
  it('lists the reviews waiting for staff first, each with publish and hide, then the others', async () => {
    renderPage({
      waiting: [review('new')],
      moderated: [review('shown', { status: 'published' }), review('gone', { status: 'hidden' })],
    });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reviews');
    const waiting = screen.getByRole('region', { name: 'Waiting for staff' });
    const fresh = await within(waiting).findByRole('article', { name: /Camper new/ });
    expect(fresh.textContent).toContain('Lane Cove River Tourist Park');
    expect(fresh.textContent).toContain('Stayed in October 2026');
    expect(within(fresh).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(
      within(fresh)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Publish the review of Camper new', 'Hide the review of Camper new']);

    const moderated = screen.getByRole('region', { name: 'Published and hidden' });
    const shown = await within(moderated).findByRole('article', { name: /Camper shown/ });
    expect(shown.textContent).toContain('Published');
    expect(within(shown).getByRole('button').textContent).toBe('Hide the review of Camper shown');
    const gone = within(moderated).getByRole('article', { name: /Camper gone/ });
    expect(within(gone).getByRole('button').textContent).toBe('Publish the review of Camper gone');
  });

  it('publishes through staffModerateReview and reads both lists again', async () => {
    const { user } = renderPage({ waiting: [review('new')], moderated: [] });
    vi.mocked(callFunction).mockResolvedValue({ saved: true });
    await user.click(
      await screen.findByRole('button', { name: 'Publish the review of Camper new' }),
    );
    await waitFor(() =>
      expect(callFunction).toHaveBeenCalledWith('staffModerateReview', {
        bookingId: 'new',
        decision: 'publish',
      }),
    );
    // Each list read once at first, and once again after the change.
    await waitFor(() => expect(fetchReviewsPage).toHaveBeenCalledTimes(4));
  });
});
