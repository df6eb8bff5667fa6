import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContactMessageDocument } from '@camping/domain/firestore/documents';
import { callFunction } from '#app/firebase/functions.ts';
import { renderWithProviders } from '#app/test/render.tsx';
import { catalogueQueryClient, testBooking, testVoucherRow } from '#app/test/staff-fixtures.ts';
import CustomerPage from './customer-page.tsx';
import { fetchCustomer } from './customers-firestore.ts';

vi.mock('./customers-firestore.ts', () => ({ fetchCustomer: vi.fn() }));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

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
    } as Awaited<ReturnType<typeof fetchCustomer>>);
    vi.mocked(callFunction).mockResolvedValue({
      vouchers: [
        testVoucherRow('order-1'),
        testVoucherRow('', {
          orderId: null,
          kind: 'credit',
          code: '••••-••••-••••-MNPQ',
          ownerUid: 'casey',
          buyer: null,
          recipient: null,
          sentAt: null,
          sendOn: null,
        }),
      ],
    });
    visit();
    expect(await screen.findByRole('heading', { name: 'Casey McDonald', level: 1 })).toBeVisible();
    expect(fetchCustomer).toHaveBeenCalledWith('casey');
    const bookings = screen.getByRole('region', { name: '2 bookings' });
    expect(
      within(bookings)
        .getAllByRole('listitem')
        .map((row) => within(row).getAllByRole('link')[0]!.getAttribute('href')),
    ).toEqual(['/admin/bookings/b2', '/admin/bookings/b1']);
    // Their own vouchers and the gifts they bought, through the function: codes masked.
    const vouchers = await screen.findByRole('region', { name: '2 vouchers' });
    expect(callFunction).toHaveBeenCalledWith('staffFindVouchers', { customerUid: 'casey' });
    expect(
      within(vouchers)
        .getAllByRole('article')
        .map((voucher) => voucher.textContent),
    ).toEqual([
      expect.stringContaining('••••-••••-••••-PQRS gift'),
      expect.stringContaining('••••-••••-••••-MNPQ credit'),
    ]);
    // A credit is never voided: the customer took it instead of a refund.
    expect(within(vouchers).getAllByRole('button', { name: 'Void and refund' })).toHaveLength(1);
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
    });
    vi.mocked(callFunction).mockResolvedValue({ vouchers: [] });
    visit();
    expect(await screen.findByText(/their account was deleted/)).toBeInTheDocument();
    expect(screen.getByText('No bookings.')).toBeInTheDocument();
    expect(screen.getByText('No messages.')).toBeInTheDocument();
    expect(await screen.findByText('No vouchers.')).toBeInTheDocument();
  });
});
