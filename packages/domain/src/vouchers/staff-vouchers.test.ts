import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../dates/calendar.ts';
import {
  maskVoucherCode,
  staffFindVouchersSchema,
  staffVoucherActionSchema,
  voucherResendRefusal,
  voucherStatus,
  voucherVoidRefusal,
} from './staff-vouchers.ts';

const today = '2027-03-10' as IsoDate;
const voucher = { balanceCents: 5_000, expiresOn: today, voidedAt: undefined };

describe('a voucher’s status', () => {
  it('is active with money left up to and on its last day', () => {
    expect(voucherStatus(voucher, today)).toBe('active');
  });

  it('is expired after its last day, used up at nothing left, voided above all', () => {
    expect(voucherStatus(voucher, '2027-03-11' as IsoDate)).toBe('expired');
    expect(voucherStatus({ ...voucher, balanceCents: 0 }, today)).toBe('used-up');
    // Spent before it expired: nothing was lost, so it says used up.
    expect(voucherStatus({ ...voucher, balanceCents: 0 }, '2028-01-01' as IsoDate)).toBe('used-up');
    const voided = { ...voucher, balanceCents: 0, voidedAt: '2027-03-01T00:00:00.000Z' };
    expect(voucherStatus(voided, '2028-01-01' as IsoDate)).toBe('voided');
  });
});

describe('a code in a list', () => {
  it('shows only its last group', () => {
    expect(maskVoucherCode('ABCD2345EFGH6789')).toBe('••••-••••-••••-6789');
  });
});

describe('what staff may do to a voucher', () => {
  it('voids a gift once, and never a credit', () => {
    expect(voucherVoidRefusal({ kind: 'gift' })).toBeNull();
    expect(voucherVoidRefusal({ kind: 'gift', voidedAt: '2027-03-01T00:00:00.000Z' })).toBe(
      'That voucher is already void.',
    );
    expect(voucherVoidRefusal({ kind: 'credit' })).toMatch(/^A credit can't be voided: /);
  });

  it('sends a gift’s e-mail again once due, until it is void', () => {
    const gift = { sendOn: today, sentAt: '2027-03-10T00:00:00.000Z' };
    expect(voucherResendRefusal({ gift }, today)).toBeNull();
    expect(voucherResendRefusal({}, today)).toMatch(/credit/);
    const voided = { gift, voidedAt: '2027-03-01T00:00:00.000Z' };
    expect(voucherResendRefusal(voided, today)).toMatch(/void/);
    // Not sent yet and due later: it goes by itself on its day.
    expect(voucherResendRefusal({ gift: { sendOn: '2027-03-11' as IsoDate } }, today)).toBe(
      'This gift is not due until 11 March 2027: it goes by itself that day.',
    );
    expect(voucherResendRefusal({ gift: { sendOn: today } }, today)).toBeNull();
  });
});

describe('the payloads', () => {
  it('find by nothing, a term or a customer, never a term and a customer', () => {
    expect(staffFindVouchersSchema.safeParse({}).success).toBe(true);
    expect(staffFindVouchersSchema.parse({ term: ' casey@ ' })).toEqual({ term: 'casey@' });
    expect(staffFindVouchersSchema.safeParse({ customerUid: 'u123' }).success).toBe(true);
    const both = staffFindVouchersSchema.safeParse({ term: 'casey', customerUid: 'u123' });
    expect(both.error?.issues[0]?.message).toBe(
      'Search by a code or an e-mail address, or by a customer, not both.',
    );
  });

  it('name one voucher, by a code as typed or a gift order, with a reason', () => {
    const reason = 'Asked by the buyer.';
    expect(
      staffVoucherActionSchema.safeParse({ code: 'abcd-2345-efgh-6789', reason }).success,
    ).toBe(true);
    expect(staffVoucherActionSchema.safeParse({ orderId: 'order-1', reason }).success).toBe(true);
    for (const bad of [
      { code: 'ABCD-2345-EFGH-678', reason },
      { code: 'ABCD2345EFGH6789', orderId: 'order-1', reason },
      { reason },
      { orderId: 'order-1', reason: ' ' },
    ]) {
      expect(staffVoucherActionSchema.safeParse(bad).success).toBe(false);
    }
  });
});
