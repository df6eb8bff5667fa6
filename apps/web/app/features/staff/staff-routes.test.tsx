import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#app/test/render.tsx';
import { StaffRoutes, type StaffPageProps } from './staff-routes.tsx';

vi.mock('./bookings/booking-page.tsx', () => ({
  default: ({ params }: StaffPageProps) => <h1>Booking {params.bookingId}</h1>,
}));
vi.mock('./run-sheet/run-sheet-page.tsx', () => ({ default: () => <h1>Run sheet</h1> }));

function visit(path: string) {
  renderWithProviders(<StaffRoutes />, { path: path });
}

describe("the staff area's pages", () => {
  it('shows the page the address names, with its parameters', async () => {
    visit('/admin/bookings/abc-123');
    expect((await screen.findByRole('heading')).textContent).toBe('Booking abc-123');
  });

  it('shows a page without parameters', async () => {
    visit('/admin/run-sheet');
    expect((await screen.findByRole('heading')).textContent).toBe('Run sheet');
  });

  it('is the not-found page for an address it does not have', () => {
    visit('/admin/no-such-page');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("That page doesn't exist");
  });
});
