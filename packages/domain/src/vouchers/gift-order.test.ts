import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseIsoDate as d } from '../dates/calendar.ts';
import {
  GIFT_LIMITS,
  GIFT_SENTENCES,
  giftMailId,
  giftOrderRequestSchema,
  giftSendOnProblem,
  voucherStatus,
} from './gift-order.ts';

// 10 am in Sydney on Thursday 26 November 2026.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T23:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const order = {
  amountDollars: 150,
  buyerName: 'Casey Camper',
  recipientName: 'Sam Camper',
  recipientEmail: ' Sam@Example.com ',
  message: 'Happy birthday: a weekend by the water.',
  sendOn: '2026-11-26',
  idempotencyKey: '2f0b6c1e-3f5e-4a53-9d0e-6d7c3c1b2a10',
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('giftOrderRequestSchema', () => {
  it('accepts an order, trims its text and lower-cases the e-mail address', () => {
    expect(giftOrderRequestSchema.parse({ ...order, buyerName: ' Casey Camper ' })).toEqual({
      ...order,
      recipientEmail: 'sam@example.com',
    });
  });

  it('takes every preset and whole dollars from A$50 to A$2,000, nothing else', () => {
    for (const amountDollars of [...GIFT_LIMITS.presetDollars, 50, 2_000, 777]) {
      expect(giftOrderRequestSchema.safeParse({ ...order, amountDollars }).success).toBe(true);
    }
    for (const amountDollars of [49, 2_001, 150.5, 0, -50, Number.NaN, '150']) {
      expect(messages(giftOrderRequestSchema.safeParse({ ...order, amountDollars }))).toEqual([
        GIFT_SENTENCES.amount,
      ]);
    }
  });

  it('sends from today in Sydney up to a year ahead', () => {
    expect(giftOrderRequestSchema.safeParse({ ...order, sendOn: '2027-11-26' }).success).toBe(true);
    expect(messages(giftOrderRequestSchema.safeParse({ ...order, sendOn: '2026-11-25' }))).toEqual([
      GIFT_SENTENCES.sendOnPast,
    ]);
    expect(messages(giftOrderRequestSchema.safeParse({ ...order, sendOn: '2027-11-27' }))).toEqual([
      GIFT_SENTENCES.sendOnFar,
    ]);
    expect(giftSendOnProblem(d('2026-11-26'), d('2026-11-26'))).toBeNull();
  });

  it('bounds the message and names, refuses broken text and any other field', () => {
    expect(
      messages(giftOrderRequestSchema.safeParse({ ...order, message: 'x'.repeat(501) })),
    ).toEqual(['Keep the message to 500 characters or fewer.']);
    expect(giftOrderRequestSchema.safeParse({ ...order, message: 'x'.repeat(500) }).success).toBe(
      true,
    );
    expect(messages(giftOrderRequestSchema.safeParse({ ...order, message: 'a\uD800b' }))).toEqual([
      'Use ordinary text: this contains a broken character.',
    ]);
    expect(messages(giftOrderRequestSchema.safeParse({ ...order, recipientName: '  ' }))).toEqual([
      'Enter the name of the person the voucher is for.',
    ]);
    expect(giftOrderRequestSchema.safeParse({ ...order, amountCents: 15_000 }).success).toBe(false);
    expect(giftOrderRequestSchema.safeParse({ ...order, idempotencyKey: 'x' }).success).toBe(false);
  });
});

describe('a voucher as its owner sees it', () => {
  const today = d('2026-11-26');
  const voucher = { balanceCents: 5_000, expiresOn: d('2029-11-26') };

  it('is active, used, expired or voided', () => {
    expect(voucherStatus(voucher, today)).toBe('active');
    expect(voucherStatus({ ...voucher, balanceCents: 0 }, today)).toBe('used');
    expect(voucherStatus(voucher, d('2029-11-27'))).toBe('expired');
    expect(voucherStatus({ ...voucher, voidedAt: '2026-11-26T00:00:00.000Z' }, today)).toBe(
      'voided',
    );
  });

  it('has an e-mail id per sending', () => {
    expect(giftMailId('ABCD2345EFGH6789', undefined)).toBe('gift-ABCD2345EFGH6789-0');
    expect(giftMailId('ABCD2345EFGH6789', 2)).toBe('gift-ABCD2345EFGH6789-2');
  });
});
