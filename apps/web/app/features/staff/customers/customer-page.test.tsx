import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessageDocument } from '@camping/domain/firestore/documents';
import { renderWithProviders } from '#app/test/render.tsx';
import { catalogueQueryClient, testBooking } from '#app/test/staff-fixtures.ts';
import CustomerPage from './customer-page.tsx';
import { fetchCustomer } from './customers-firestore.ts';

vi.mock('./customers-firestore.ts', () => ({ fetchCustomer: vi.fn() }));

const sent = new Date('2026-11-20T01:00:00.000Z');
const message = {
  id: 'm1',
  name: 'Casey',
  email: 'casey@example.com',
  topic: 'Bookings',
  message: 'Can we bring a dog?',
  uid: 'casey',
  createdAt: { seconds: 0, nanoseconds: 0, toDate: () => sent, toMillis: () => sent.getTime() },
} as unknown as ContactMessageDocument & { id: string };

const visit = () =>
  renderWithProviders(<CustomerPage params={{ userId: 'casey' }} />, {
    queryClient: catalogueQueryClient(),
  });

afterEach(() => {
  vi.clearAllMocks();
});

describe('a customer in the staff area', () => {
  it('shows who they are, every booking of theirs and their messages', async () => {
    vi.mocked(fetchCustomer).mockResolvedValue({
      profile: { displayName: 'Casey McDonald', email: 'casey@example.com', phone: '+61412345678' },
      bookings: [testBooking('b2'), testBooking('b1', { status: 'completed' })],
      messages: [message],
      vouchers: [
        {
          code: 'ABCDEFGHJKMNPQRS',
          kind: 'credit',
          amountCents: 32_780,
          balanceCents: 32_780,
          currency: 'AUD',
          expiresOn: '2029-11-26',
          ownerUid: 'casey',
          createdAt: '2026-11-26T00:00:00.000Z',
        },
      ],
    } as Awaited<ReturnType<typeof fetchCustomer>>);
    visit();
    expect(await screen.findByRole('heading', { name: 'Casey McDonald', level: 1 })).toBeVisible();
    expect(fetchCustomer).toHaveBeenCalledWith('casey');
    const bookings = screen.getByRole('region', { name: '2 bookings' });
    expect(
      within(bookings)
        .getAllByRole('listitem')
        .map((row) => within(row).getAllByRole('link')[0]!.getAttribute('href')),
    ).toEqual(['/admin/bookings/b2', '/admin/bookings/b1']);
    expect(screen.getByRole('region', { name: '1 voucher' }).textContent).toContain(
      'ABCD-EFGH-JKMN-PQRS: credit of $327.80, $327.80 left, valid to',
    );
    const messages = screen.getByRole('region', { name: '1 message' });
    expect(messages.textContent).toContain('Can we bring a dog?');
    expect(screen.getByRole('link', { name: '+61412345678' }).getAttribute('href')).toBe(
      'tel:+61412345678',
    );
  });

  it('says when the account was deleted and nothing is left', async () => {
    vi.mocked(fetchCustomer).mockResolvedValue({
      profile: null,
      bookings: [],
      messages: [],
      vouchers: [],
    });
    visit();
    expect(await screen.findByText(/their account was deleted/)).toBeInTheDocument();
    expect(screen.getByText('No bookings.')).toBeInTheDocument();
    expect(screen.getByText('No messages.')).toBeInTheDocument();
    expect(screen.getByText('No vouchers.')).toBeInTheDocument();
  });
});
