import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '#app/firebase/functions.ts';
import { fill, findDialog, renderWithProviders } from '#app/test/render.tsx';
import { catalogueQueryClient } from '#app/test/staff-fixtures.ts';
import { fetchClosuresPage } from './closures-firestore.ts';
import ClosuresPage from './closures-page.tsx';

vi.mock('./closures-firestore.ts', () => ({ fetchClosuresPage: vi.fn() }));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));
vi.mock('@camping/ui/toaster', () => ({ showToast: vi.fn() }));

const affected = {
  bookingId: 'b1',
  customerName: 'Casey Jones',
  email: 'casey@example.com',
  locationId: 'royal-bonnie-vale',
  locationName: 'Bonnie Vale, Royal National Park',
  packageId: 'essentials',
  packageName: 'Essentials',
  arrival: '2027-05-07',
  departure: '2027-05-09',
  status: 'confirmed',
  paidCents: 29_800,
};

let answers: Record<string, (data: unknown) => Promise<unknown>>;
const calls = (name: string) =>
  vi.mocked(callFunction).mock.calls.filter(([called]) => called === name);

beforeEach(() => {
  vi.mocked(fetchClosuresPage).mockResolvedValue({ items: [], next: null });
  answers = {
    staffPreviewClosure: async () => ({
      bookings: [affected, { ...affected, bookingId: 'h1', status: 'pending_payment' }],
    }),
    staffCloseCampgrounds: async () => ({ closureId: 'c1', affectedCount: 1 }),
  };
  vi.mocked(callFunction).mockImplementation(((name: string, data: unknown) =>
    answers[name]!(data)) as typeof callFunction);
});

afterEach(() => {
  vi.clearAllMocks();
});

function visit() {
  return renderWithProviders(<ClosuresPage />, {
    path: '/admin/closures',
    queryClient: catalogueQueryClient(),
  });
}

// The 10th and 11th of next month: the calendar opens on this month, whatever today is.
const next = new Date();
next.setUTCDate(1);
next.setUTCMonth(next.getUTCMonth() + 1);
const month = next.toLocaleString('en-AU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const isoMonth = next.toISOString().slice(0, 7);

/** Picks the 10th and 11th of next month on the range field's calendar, as a person does. */
async function chooseNights(user: UserEvent) {
  const group = screen.getByRole('group', { name: /Nights closed/ });
  await user.click(within(group).getByRole('button', { name: /Calendar/ }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getAllByRole('button', { name: 'Next' })[0]!);
  const calendar = await screen.findByRole('grid', { name: new RegExp(month) });
  await user.click(within(calendar).getByRole('button', { name: new RegExp(`10 ${month}`) }));
  await user.click(within(calendar).getByRole('button', { name: new RegExp(`11 ${month}`) }));
}

describe('ClosuresPage', () => {
  it('says what to fix before asking for a preview', async () => {
    const { user } = visit();
    await user.click(await screen.findByRole('button', { name: 'Preview' }));
    expect(screen.getByRole('group', { name: 'Campgrounds' })).toHaveAccessibleDescription(
      'Choose at least one campground to close.',
    );
    expect(screen.getByRole('textbox', { name: 'Reason (required)' })).toHaveAccessibleDescription(
      expect.stringContaining('Give a reason: it is e-mailed to every customer affected.'),
    );
    expect(calls('staffPreviewClosure')).toEqual([]);
  });

  it('previews every booking affected, then closes once confirmed and opens the closure', async () => {
    const { user, router } = visit();
    await user.click(await screen.findByRole('checkbox', { name: /Bonnie Vale/ }));
    await chooseNights(user);
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Reason (required)' }),
      'Total fire ban across the region.',
    );
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const preview = await screen.findByRole('region', { name: 'Bookings affected' });
    expect(
      await within(preview).findByText(
        '1 paid booking is asked to choose; 1 hold awaiting payment is released.',
      ),
    ).toBeInTheDocument();
    expect(calls('staffPreviewClosure')[0]?.[1]).toEqual({
      locationIds: ['royal-bonnie-vale'],
      firstNight: `${isoMonth}-10`,
      lastNight: `${isoMonth}-11`,
      reason: 'Total fire ban across the region.',
    });
    expect(
      within(preview)
        .getAllByRole('link', { name: /Bonnie Vale.*7 May 2027/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/admin/bookings/b1', '/admin/bookings/h1']);
    expect(preview).toHaveTextContent('Casey Jones (casey@example.com) · paid $298.00');

    await user.click(within(preview).getByRole('button', { name: 'Close campgrounds' }));
    const dialog = await findDialog('Close these campgrounds?');
    expect(dialog).toHaveTextContent(
      '1 booking is affected: we e-mail each customer the reason and a link to move their stay, take a credit or be refunded.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close campgrounds' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/closures/c1'));
    expect(calls('staffCloseCampgrounds')[0]?.[1]).toEqual({
      locationIds: ['royal-bonnie-vale'],
      firstNight: `${isoMonth}-10`,
      lastNight: `${isoMonth}-11`,
      reason: 'Total fire ban across the region.',
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });
});
