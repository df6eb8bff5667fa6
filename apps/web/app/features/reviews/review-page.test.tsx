import { cleanup, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import type { Booking } from '@camping/domain/booking/booking';
import { monthOf, type IsoDate } from '@camping/domain/dates/calendar';
import { PATHS } from '@camping/domain/site/paths';
import { everyLocationQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { callFunction } from '#app/firebase/functions.ts';
import { queryKeys } from '#app/shared/query-keys.ts';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import ReviewPage from './review-page.tsx';
import type { ShownReview } from './review-shapes.ts';
import { fetchMyReviews } from './reviews-firestore.ts';

vi.mock('#app/features/account/index.ts', () => ({
  useSignedInUser: () => ({
    uid: 'casey',
    displayName: 'Casey Camper',
    email: 'casey@example.com',
  }),
}));
vi.mock('./reviews-firestore.ts', () => ({ fetchMyReviews: vi.fn() }));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

afterEach(() => {
  vi.clearAllMocks();
});

const at = '2026-10-05T00:00:00.000Z';
const stay: Booking = {
  id: 'past-stay',
  userId: 'casey',
  locationId: 'lane-cove-river',
  packageId: 'essentials',
  addOns: [],
  arrival: '2026-10-02' as IsoDate,
  departure: '2026-10-04' as IsoDate,
  guests: 2,
  status: 'completed',
  totalCents: 40_000,
  gstCents: 3_636,
  currency: 'AUD',
  createdAt: at,
  updatedAt: at,
  history: [{ status: 'completed', at, by: 'staff' }],
};
const written: ShownReview = {
  id: stay.id,
  bookingId: stay.id,
  userId: 'casey',
  locationId: stay.locationId,
  rating: 4,
  text: 'Woke up to the river.',
  firstName: 'Casey',
  stayMonth: monthOf('2026-10-02' as IsoDate),
  status: 'pending',
  createdAt: at,
};

function renderPage(bookings: Booking[], reviews: ShownReview[]) {
  vi.mocked(fetchMyReviews).mockResolvedValue(reviews);
  const queryClient = testQueryClient([
    [queryKeys.getUserBookings('casey'), bookings],
    [everyLocationQuery.queryKey, LOCATIONS],
    [packagesQuery.queryKey, CAMPING_PACKAGES],
  ]);
  return renderWithProviders(
    <Routes>
      <Route path={PATHS.review} element={<ReviewPage />} />
    </Routes>,
    { path: `/account/bookings/${stay.id}/review`, queryClient },
  );
}

describe('ReviewPage', () => {
  it('takes stars and a text, counting its characters, and then shows the review waiting for staff', async () => {
    const { user } = renderPage([stay], []);
    const form = await screen.findByRole('form', { name: 'How was your stay?' });
    expect(form).toBeInTheDocument();
    expect(
      screen.getByText(LOCATIONS.find(({ id }) => id === stay.locationId)!.name),
    ).toBeInTheDocument();

    // The browser's own radio group (arrow keys in a real browser: the journey in e2e/staff.spec.ts).
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    expect((screen.getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);

    const text = screen.getByRole('textbox', { name: 'Your review (optional)' });
    await user.type(text, 'Woke up to the river.');
    const hint = document.getElementById(text.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toContain('21 of 2,000 characters');

    vi.mocked(callFunction).mockResolvedValue({ bookingId: stay.id, status: 'pending' });
    vi.mocked(fetchMyReviews).mockResolvedValue([written]);
    await user.click(screen.getByRole('button', { name: 'Send review' }));

    await waitFor(() => expect(callFunction).toHaveBeenCalled());
    expect(callFunction).toHaveBeenCalledWith('submitReview', {
      bookingId: stay.id,
      rating: 4,
      text: 'Woke up to the river.',
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('status')));
    expect(screen.getByRole('status').textContent).toContain('Thanks, Casey.');
    expect(screen.getByRole('region', { name: 'Your review' }).textContent).toContain(
      'Waiting for staff',
    );
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
  });

  it('asks for the stars before sending, and says why the server refused', async () => {
    const { user } = renderPage([stay], []);
    const send = await screen.findByRole('button', { name: 'Send review' });
    await user.click(send);
    expect(await screen.findByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    expect(callFunction).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    vi.mocked(callFunction).mockRejectedValue(
      Object.assign(new Error('Too many reviews for now. Try again in an hour.'), {
        code: 'functions/resource-exhausted',
      }),
    );
    await user.click(send);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many reviews for now. Try again in an hour.',
    );
  });

  it('shows the review written meanwhile in another tab instead of the form', async () => {
    const { user } = renderPage([stay], []);
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    vi.mocked(callFunction).mockRejectedValue(
      Object.assign(new Error('You have already reviewed this stay. Thank you!'), {
        code: 'functions/already-exists',
      }),
    );
    vi.mocked(fetchMyReviews).mockResolvedValue([written]);
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect((await screen.findByRole('region', { name: 'Your review' })).textContent).toContain(
      'Waiting for staff',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('keeps text over 2,000 characters from being sent', async () => {
    const { user } = renderPage([stay], []);
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    // Pasted: 2,001 keystrokes would take the test seconds.
    await user.click(screen.getByRole('textbox', { name: 'Your review (optional)' }));
    await user.paste('x'.repeat(2_001));
    await user.click(screen.getByRole('button', { name: 'Send review' }));
    expect(
      await screen.findByText('Keep your review to 2,000 characters or fewer.'),
    ).toBeInTheDocument();
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('shows a review already written in words, with no form', async () => {
    renderPage([stay], [{ ...written, status: 'published' }]);
    expect((await screen.findByRole('region', { name: 'Your review' })).textContent).toContain(
      'Published',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('offers no form for a stay that is not over, nor for a booking that is not theirs', async () => {
    renderPage([{ ...stay, status: 'confirmed' }], []);
    expect(
      await screen.findByText('You can review a stay once it is over and our crew has packed up.'),
    ).toBeInTheDocument();
    cleanup();
    renderPage([], []);
    expect(
      await screen.findByText('We could not find this stay among your bookings.'),
    ).toBeInTheDocument();
  });
});
