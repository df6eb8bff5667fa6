import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#app/test/render.tsx';
import { fetchAuditPage, type AuditEntry } from './audit-firestore.ts';
import AuditPage from './audit-page.tsx';

vi.mock('./audit-firestore.ts', () => ({ fetchAuditPage: vi.fn() }));

const at = new Date('2026-11-24T05:00:00Z');
const entry: AuditEntry = {
  id: 'a1',
  by: 'uid-1',
  byEmail: 'admin@example.com',
  at: { seconds: 0, nanoseconds: 0, toDate: () => at, toMillis: () => at.getTime() },
  action: 'staffUpdateBooking.decline',
  target: 'bookings/abc123',
  reason: 'A total fire ban covers the park.',
  before: { status: 'requested', guests: 2 },
  after: { status: 'declined', guests: 2 },
};

describe('AuditPage', () => {
  it('shows who, when, what, the target, the reason and the fields that changed', async () => {
    vi.mocked(fetchAuditPage).mockResolvedValue({ items: [entry], next: null });
    renderWithProviders(<AuditPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Audit log');
    const item = await screen.findByRole('article', { name: 'staffUpdateBooking.decline' });
    expect(item.textContent).toContain('admin@example.com');
    expect(item.textContent).toContain('24 Nov 2026, 4:00 pm');
    expect(item.textContent).toContain('bookings/abc123');
    expect(item.textContent).toContain('A total fire ban covers the park.');
    const rows = within(within(item).getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'FieldBeforeAfter',
      'statusrequesteddeclined',
    ]);
  });
});
