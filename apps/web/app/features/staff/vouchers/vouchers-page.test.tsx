import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@camping/ui/toaster';
import { callFunction } from '#app/firebase/functions.ts';
import { fill, findDialog, renderWithProviders } from '#app/test/render.tsx';
import { testVoucherRow } from '#app/test/staff-fixtures.ts';
import VouchersPage from './vouchers-page.tsx';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));
vi.mock('@camping/ui/toaster', () => ({ showToast: vi.fn() }));

let answers: Record<string, (data: unknown) => Promise<unknown>>;
const calls = (name: string) =>
  vi.mocked(callFunction).mock.calls.filter(([called]) => called === name);

beforeEach(() => {
  answers = {
    staffFindVouchers: async () => ({
      vouchers: [
        testVoucherRow('order-1'),
        testVoucherRow('order-2', {
          code: '••••-••••-••••-WXYZ',
          status: 'voided',
          voidedAt: '2026-11-25T00:00:00.000Z',
          balanceCents: 0,
        }),
      ],
    }),
    staffVoidVoucher: async () => ({ status: 'voided', refundCents: 12_500 }),
    staffResendVoucher: async () => ({ status: 'active', refundCents: 0 }),
  };
  vi.mocked(callFunction).mockImplementation(((name: string, data: unknown) =>
    answers[name]!(data)) as typeof callFunction);
});

afterEach(() => {
  vi.clearAllMocks();
});

const visit = (path = '/admin/vouchers') => renderWithProviders(<VouchersPage />, { path });

describe('the staff’s vouchers', () => {
  it('lists the newest with codes masked, and offers only what the server allows', async () => {
    visit();
    expect(await screen.findByRole('heading', { name: 'The newest vouchers' })).toBeVisible();
    expect(calls('staffFindVouchers')[0]?.[1]).toEqual({});
    const [active, voided] = screen.getAllByRole('article');
    expect(active).toHaveAccessibleName('••••-••••-••••-PQRS gift');
    expect(active!.textContent).toContain('Casey Jones (casey@example.com)');
    expect(active!.textContent).toContain('$125.00');
    expect(within(active!).getByRole('button', { name: 'Void and refund' })).toBeVisible();
    expect(within(active!).getByRole('button', { name: 'Resend e-mail' })).toBeVisible();
    expect(voided!.textContent).toContain('Voided');
    expect(within(voided!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('searches what was typed, from the address', async () => {
    const { user } = visit();
    await fill(user, await screen.findByRole('searchbox'), 'casey@');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(
      await screen.findByRole('heading', { name: '2 vouchers found for “casey@”' }),
    ).toBeVisible();
    expect(calls('staffFindVouchers').at(-1)?.[1]).toEqual({ term: 'casey@' });
  });

  it('says what to type when the term is too short, without asking the server', async () => {
    visit('/admin/vouchers?find=c');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Type at least 2 characters of a code or an e-mail address.',
    );
    expect(calls('staffFindVouchers')).toEqual([]);
  });

  it('voids a gift with a reason, naming it by its order, and says what was refunded', async () => {
    const { user } = visit();
    const [active] = await screen.findAllByRole('article');
    await user.click(within(active!).getByRole('button', { name: 'Void and refund' }));
    const dialog = await findDialog('Void this voucher?');
    expect(dialog.textContent).toContain('The buyer gets $125.00 back to their card');
    await user.click(within(dialog).getByRole('button', { name: 'Void and refund' }));
    expect(
      within(dialog).getByRole('textbox', { name: 'Reason (required)' }),
    ).toHaveAccessibleDescription(/Give a reason: it goes in the audit log\./);
    expect(calls('staffVoidVoucher')).toEqual([]);
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Reason (required)' }),
      'Bought twice.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Void and refund' }));
    await vi.waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({
        severity: 'success',
        summary: 'Voucher voided. We are refunding $125.00 and e-mailing the buyer.',
      }),
    );
    expect(calls('staffVoidVoucher')[0]?.[1]).toEqual({
      orderId: 'order-1',
      reason: 'Bought twice.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The list is read again, with the voucher's new state.
    await vi.waitFor(() => expect(calls('staffFindVouchers')).toHaveLength(2));
  });

  it('says the server’s refusal in the dialog', async () => {
    answers.staffResendVoucher = () =>
      Promise.reject(
        Object.assign(new Error('That voucher is void, so its e-mail is not sent again.'), {
          code: 'functions/failed-precondition',
        }),
      );
    const { user } = visit();
    const [active] = await screen.findAllByRole('article');
    await user.click(within(active!).getByRole('button', { name: 'Resend e-mail' }));
    const dialog = await findDialog('Send this voucher again?');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Reason (required)' }),
      'Lost it.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send again' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That voucher is void, so its e-mail is not sent again.',
    );
  });
});
