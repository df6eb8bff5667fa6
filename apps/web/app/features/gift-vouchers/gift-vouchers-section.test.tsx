import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MyVoucher } from '@camping/domain/vouchers/gift-order';
import { callFunction } from '#app/firebase/functions.ts';
import { renderWithProviders } from '#app/test/render.tsx';
import { GiftVouchersSection } from './gift-vouchers-section.tsx';

vi.mock('#app/features/account/index.ts', () => ({
  useSignedInUser: () => ({ uid: 'casey', email: 'casey@example.com' }),
}));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

afterEach(() => vi.clearAllMocks());

const gift = {
  code: 'ABCD2345EFGH6789',
  kind: 'gift',
  amountCents: 15_000,
  balanceCents: 9_000,
  expiresOn: '2029-11-26',
  status: 'active',
  gift: { recipientName: 'Sam Camper', sendOn: '2026-12-25', sent: false },
} as MyVoucher;
const credit = {
  code: 'WXYZ2345EFGH6789',
  kind: 'credit',
  amountCents: 33_000,
  balanceCents: 0,
  expiresOn: '2029-06-01',
  status: 'used',
} as MyVoucher;

describe('GiftVouchersSection', () => {
  it('lists each voucher with its code, amount, balance, expiry, e-mail and status', async () => {
    vi.mocked(callFunction).mockResolvedValue({ vouchers: [gift, credit] });
    renderWithProviders(<GiftVouchersSection />);
    expect(screen.getByRole('heading', { name: 'Gift vouchers' })).toBeInTheDocument();
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Gift voucher for Sam Camper: Active');
    expect(items[0]).toHaveTextContent('CodeABCD-2345-EFGH-6789');
    expect(items[0]).toHaveTextContent('Amount$150.00Balance$90.00');
    expect(items[0]).toHaveTextContent('Valid until26 November 2029');
    expect(items[0]).toHaveTextContent('E-mailDue on 25 December 2026');
    expect(items[1]).toHaveTextContent('Credit: Used');
    expect(items[1]).toHaveTextContent('Balance$0.00');
    expect(callFunction).toHaveBeenCalledWith('getMyVouchers', {});
  });

  it('offers a gift voucher when there are none, and a way to try again after a failed read', async () => {
    vi.mocked(callFunction).mockResolvedValueOnce({ vouchers: [] });
    renderWithProviders(<GiftVouchersSection />);
    expect(await screen.findByRole('link', { name: 'Give a camping weekend' })).toHaveAttribute(
      'href',
      '/gift-vouchers',
    );
  });

  it('says when the vouchers could not be read', async () => {
    vi.mocked(callFunction).mockRejectedValue(new Error('offline'));
    renderWithProviders(<GiftVouchersSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your vouchers.');
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
  });
});
