import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { useAuth } from '#app/features/account/index.ts';
import { renderWithProviders, testQueryClient } from '#app/test/render.tsx';
import StaffAreaPage from './staff-area-page.tsx';

type AuthContextValue = ReturnType<typeof useAuth>;

let auth: AuthContextValue;
const hasStaffClaim = vi.fn<() => Promise<boolean>>();
// The area's own pages are tested on their own; here a stand-in shows where they render.
vi.mock('./staff-routes.tsx', () => ({ StaffRoutes: () => <h1>Bookings</h1> }));
vi.mock('#app/features/account/index.ts', () => ({
  useAuth: () => auth,
  loadAuthModule: () => Promise.resolve({ hasStaffClaim }),
}));

const person = (uid: string) => ({
  uid,
  displayName: uid,
  email: `${uid}@example.com`,
  emailVerified: true,
  providerIds: ['password'],
});
const base = { logout: vi.fn(), notice: null, afterLogoutPath: null, recheckSession: vi.fn() };
const guest = (): AuthContextValue => ({ ...base, status: 'guest', user: null });
const signedIn = (uid: string): AuthContextValue => ({
  ...base,
  status: 'signed-in',
  user: person(uid),
});

function visit(queryClient = testQueryClient()) {
  return renderWithProviders(<StaffAreaPage />, { path: '/admin', queryClient });
}

const notFoundHeading = "That page doesn't exist";

beforeEach(() => vi.clearAllMocks());
describe('the staff area', () => {
  it('is the not-found page for a guest, without asking for a token', () => {
    auth = guest();
    visit();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(notFoundHeading);
    expect(screen.queryByRole('navigation', { name: 'Staff area' })).toBeNull();
    expect(hasStaffClaim).not.toHaveBeenCalled();
  });

  it('is the not-found page for a signed-in person without the admin claim', async () => {
    auth = signedIn('casey');
    hasStaffClaim.mockResolvedValue(false);
    visit();
    expect(screen.getByRole('status').textContent).toBe('Checking your access…');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      notFoundHeading,
    );
  });

  it('shows staff the navigation and the page, once a fresh token has the claim', async () => {
    auth = signedIn('sam');
    hasStaffClaim.mockResolvedValue(true);
    visit();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveProperty(
      'textContent',
      'Bookings',
    );
    const nav = screen.getByRole('navigation', { name: 'Staff area' });
    const links = [...nav.querySelectorAll('a')];
    expect(links.map((link) => link.textContent)).toEqual([
      'Bookings',
      'Run sheet',
      'Capacity',
      'Closures',
      'Vouchers',
      'Catalogue',
      'Offers',
      'Inbox',
      'Reviews',
      'Mail',
      'Audit log',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/run-sheet',
      '/admin/capacity',
      '/admin/closures',
      '/admin/vouchers',
      '/admin/catalogue',
      '/admin/offers',
      '/admin/inbox',
      '/admin/reviews',
      '/admin/mail',
      '/admin/audit',
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(links[1]!.getAttribute('aria-current')).toBeNull();
  });

  it('reads the claim again when the tab comes back, and shuts a revoked one out', async () => {
    auth = signedIn('sam');
    hasStaffClaim.mockResolvedValue(true);
    const queryClient = testQueryClient();
    queryClient.setQueryData(['staffBooking', 'b1'], { id: 'b1' });
    queryClient.setQueryData(['getLocations'], []);
    visit(queryClient);
    await screen.findByRole('navigation', { name: 'Staff area' });
    expect(hasStaffClaim).toHaveBeenCalledTimes(1);

    hasStaffClaim.mockResolvedValue(false);
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(hasStaffClaim).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(notFoundHeading);
    // What the staff area read is gone; the public catalogue stays.
    expect(queryClient.getQueryData(['staffBooking', 'b1'])).toBeUndefined();
    expect(queryClient.getQueryData(['getLocations'])).toEqual([]);
  });

  it('keeps what it found when a recheck fails (offline)', async () => {
    auth = signedIn('sam');
    hasStaffClaim.mockResolvedValue(true);
    visit();
    await screen.findByRole('navigation', { name: 'Staff area' });
    hasStaffClaim.mockRejectedValue(new Error('network'));
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByRole('navigation', { name: 'Staff area' })).toBeInTheDocument();
  });
});
