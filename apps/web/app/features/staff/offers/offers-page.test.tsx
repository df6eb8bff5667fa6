import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { PromoCodeDocument } from '@camping/domain/offers/promo-code';
import { showToast } from '@camping/ui/toaster';
import { callFunction } from '#app/firebase/functions.ts';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { fetchPromoCodes } from './offers-firestore.ts';
import OffersPage from './offers-page.tsx';

vi.mock('./offers-firestore.ts', () => ({ fetchPromoCodes: vi.fn() }));
vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));
vi.mock('@camping/ui/toaster', () => ({ showToast: vi.fn() }));

const spring: PromoCodeDocument = {
  code: 'SPRING20',
  discount: { kind: 'percent', percent: 20 },
  bookFrom: '2026-09-01' as IsoDate,
  bookTo: '2026-11-30' as IsoDate,
  minNights: 2,
  totalUses: 50,
  usesPerCustomer: 1,
  active: true,
  usedCount: 12,
  createdAt: '2026-08-20T00:00:00.000Z',
  updatedAt: '2026-08-20T00:00:00.000Z',
};

let answer: (data: unknown) => Promise<unknown>;
const saves = () =>
  vi.mocked(callFunction).mock.calls.filter(([name]) => name === 'staffSavePromoCode');

beforeEach(() => {
  vi.mocked(fetchPromoCodes).mockResolvedValue([spring]);
  answer = async () => ({ saved: true });
  vi.mocked(callFunction).mockImplementation(((_name: string, data: unknown) =>
    answer(data)) as typeof callFunction);
});

afterEach(() => {
  vi.clearAllMocks();
});

const visit = () => renderWithProviders(<OffersPage />, { path: '/admin/offers' });

describe('OffersPage', () => {
  it('lists each code: its discount, dates, minimum nights, uses and whether it is active', async () => {
    visit();
    const item = (await screen.findByRole('heading', { name: 'SPRING20' })).closest('li')!;
    expect(item).toHaveTextContent('20% off, stays of at least 2 nights · Active');
    expect(item).toHaveTextContent('Booked 1 September 2026 to 30 November 2026; stays any time');
    expect(item).toHaveTextContent('Used 12 of 50; 1 use per customer');
  });

  it('creates a code of an amount off, with only the limits typed', async () => {
    const { user } = visit();
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const form = screen.getByRole('form', { name: 'New promo code' });
    await fill(user, within(form).getByLabelText('Code'), 'winter50');
    await user.selectOptions(within(form).getByLabelText('Discount'), 'amount');
    await fill(user, within(form).getByLabelText(/Amount off/), '50');
    await fill(user, within(form).getByLabelText(/Uses in all/), '100');
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]![1]).toEqual({
      isNew: true,
      promo: {
        code: 'WINTER50',
        discount: { kind: 'amount', cents: 5_000 },
        totalUses: 100,
        active: true,
      },
    });
    expect(showToast).toHaveBeenCalledWith({
      severity: 'success',
      summary: 'Promo code WINTER50 added',
    });
    expect(screen.queryByRole('form', { name: 'New promo code' })).not.toBeInTheDocument();
  });

  it('says what to fix beside each field, and the server’s refusal beside the form', async () => {
    const { user } = visit();
    await user.click(await screen.findByRole('button', { name: 'New promo code' }));
    const form = screen.getByRole('form', { name: 'New promo code' });
    await fill(user, within(form).getByLabelText('Code'), 'X');
    await fill(user, within(form).getByLabelText('Percentage off'), '120');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Code')).toHaveAccessibleDescription(
      /Use 4 to 20 letters and digits for the code, like SPRING20./,
    );
    expect(saves()).toHaveLength(0);

    await fill(user, within(form).getByLabelText('Code'), 'SPRING20');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Percentage off')).toHaveAccessibleDescription(
      /Take at most 100% off./,
    );

    answer = async () => {
      throw Object.assign(new Error('There is already a promo code SPRING20.'), {
        code: 'functions/failed-precondition',
      });
    };
    await fill(user, within(form).getByLabelText('Percentage off'), '10');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'There is already a promo code SPRING20.',
    );
  });

  it('edits a code without renaming it, and switches one off keeping its settings', async () => {
    const { user } = visit();
    await user.click(await screen.findByRole('button', { name: 'Edit SPRING20' }));
    const form = screen.getByRole('form', { name: 'Edit SPRING20' });
    expect(within(form).getByLabelText('Code')).toHaveAttribute('readonly');
    expect(within(form).getByLabelText('Percentage off')).toHaveValue('20');
    await fill(user, within(form).getByLabelText(/Uses in all/), '80');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]![1]).toMatchObject({
      isNew: false,
      promo: { code: 'SPRING20', totalUses: 80 },
    });

    await user.click(screen.getByRole('button', { name: 'Switch off SPRING20' }));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]![1]).toEqual({
      isNew: false,
      promo: {
        code: 'SPRING20',
        discount: { kind: 'percent', percent: 20 },
        bookFrom: '2026-09-01',
        bookTo: '2026-11-30',
        minNights: 2,
        totalUses: 50,
        usesPerCustomer: 1,
        active: false,
      },
    });
  });
});
