import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseIsoDate } from '@camping/domain/dates/calendar';
import { GIFT_SENTENCES } from '@camping/domain/vouchers/gift-order';
import { callFunction } from '#app/firebase/functions.ts';
import { fill, renderWithProviders } from '#app/test/render.tsx';
import { GiftVoucherForm } from './gift-voucher-form.tsx';

vi.mock('#app/firebase/functions.ts', () => ({ callFunction: vi.fn() }));

const PAYMENT_URL = 'http://127.0.0.1:5001/demo/us-central1/testPayment?giftOrder=order1';
// The Sydney day the form starts from: what the schema checks is the real today, so use it.
const today = parseIsoDate(
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date()),
);

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;
beforeEach(() => {
  assign = vi.fn<(url: string | URL) => void>();
  // Leaving for the payment page is the browser's; here it is only recorded.
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

const visit = () => renderWithProviders(<GiftVoucherForm buyerName="Casey Camper" today={today} />);

describe('GiftVoucherForm', () => {
  it('takes a preset amount, the names, the e-mail and a message, and goes to the payment page', async () => {
    vi.mocked(callFunction).mockResolvedValue({ orderId: 'order1', paymentUrl: PAYMENT_URL });
    const { user } = visit();
    expect(screen.getByLabelText('Your name')).toHaveValue('Casey Camper');
    await user.click(screen.getByRole('button', { name: '$200' }));
    expect(screen.getByRole('button', { name: '$200' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/Or any amount/)).toHaveValue(200);
    await fill(user, screen.getByLabelText('Recipient’s name'), ' Sam Camper ');
    await fill(user, screen.getByLabelText('Recipient’s e-mail address'), 'Sam@Example.com');
    await fill(user, screen.getByLabelText('Message (optional)'), 'Happy birthday');
    await user.click(screen.getByRole('button', { name: 'Pay $200.00' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(PAYMENT_URL));
    expect(callFunction).toHaveBeenCalledWith('buyGiftVoucher', {
      amountDollars: 200,
      buyerName: 'Casey Camper',
      recipientName: 'Sam Camper',
      recipientEmail: 'sam@example.com',
      message: 'Happy birthday',
      sendOn: today,
      idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('refuses amounts outside $50 to $2,000 or with cents, and sends nothing', async () => {
    const { user } = visit();
    await fill(user, screen.getByLabelText('Recipient’s name'), 'Sam');
    await fill(user, screen.getByLabelText('Recipient’s e-mail address'), 'sam@example.com');
    for (const amount of ['49', '2001', '99.5']) {
      await fill(user, screen.getByLabelText(/Or any amount/), amount);
      await user.click(screen.getByRole('button', { name: /^Pay/ }));
      expect(await screen.findByText(GIFT_SENTENCES.amount)).toBeInTheDocument();
      expect(screen.getByLabelText(/Or any amount/)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(callFunction).not.toHaveBeenCalled();
  });

  it('says why the order failed, in the server’s words', async () => {
    vi.mocked(callFunction).mockRejectedValue(
      Object.assign(new Error('Too many gift voucher orders from you.'), {
        code: 'functions/resource-exhausted',
      }),
    );
    const { user } = visit();
    await fill(user, screen.getByLabelText('Recipient’s name'), 'Sam');
    await fill(user, screen.getByLabelText('Recipient’s e-mail address'), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Pay $100.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many gift voucher orders from you.',
    );
    expect(assign).not.toHaveBeenCalled();
  });
});
