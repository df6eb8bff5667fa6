import { randomBytes } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { voucherDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS, giftOrderDoc, mailDoc, voucherDoc } from '@camping/domain/firestore/paths';
import type { GiftOrderDocument } from '@camping/domain/vouchers/gift-order';
import type { StaffVoucherRow } from '@camping/domain/vouchers/staff-vouchers';
import { formatVoucherCode, type VoucherDocument } from '@camping/domain/vouchers/voucher';
import { inboxMessages, messagesWhere, type InboxMessage } from '@camping/stack/mail-inbox';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { callAs, createCustomer, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { settleDueVoucherRefunds, settleVoucherRefund } from './settle-voucher-refund.ts';
import { newVoucherCode } from './voucher-code.ts';

// Vouchers are seeded with the admin SDK (no stay is held); each test's addresses are its own, so
// the stack's other tests and their vouchers never match these searches.

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();
const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let staff: TestCustomer;
let buyer: TestCustomer;

beforeAll(async () => {
  [staff, buyer] = await Promise.all([
    createCustomer(stack, adminAuth, 'voucher-staff', { admin: true }),
    createCustomer(stack, adminAuth, 'voucher-buyer'),
  ]);
});

let seeded = 0;
/** A gift bought by `buyer` (its e-mail already sent), or a credit, with what the test changes. */
async function seed(kind: 'gift' | 'credit', fields: Partial<VoucherDocument> = {}) {
  seeded += 1;
  const code = newVoucherCode();
  const orderId = `order-${run}-${seeded}`;
  const voucher: VoucherDocument = {
    kind,
    amountCents: 20_000,
    balanceCents: 12_500,
    currency: 'AUD',
    expiresOn: addDays(today, 900),
    ownerUid: kind === 'credit' ? buyer.uid : null,
    createdAt: new Date(Date.now() + seeded).toISOString(),
    ...(kind === 'gift'
      ? {
          gift: {
            orderId,
            buyerUid: buyer.uid,
            buyerName: 'Casey Jones',
            buyerEmail: `buyer-${run}@example.com`,
            recipientName: 'Robin Lee',
            recipientEmail: `recipient-${run}-${seeded}@example.com`,
            message: 'Happy birthday.',
            sendOn: today,
            sentAt: new Date().toISOString(),
            paymentIntentId: `pi_local_gift_${run}_${seeded}`,
          },
        }
      : { sourceBookingId: `booking-${run}-${seeded}` }),
    ...fields,
  };
  await db.doc(voucherDoc(code)).set(voucher);
  // A gift's order is written with it (the webhook's one update): its e-mail links the order's page.
  if (voucher.gift) {
    const { gift } = voucher;
    const order: GiftOrderDocument = {
      buyerUid: gift.buyerUid,
      buyerEmail: gift.buyerEmail,
      order: {
        amountDollars: voucher.amountCents / 100,
        buyerName: gift.buyerName,
        recipientName: gift.recipientName,
        recipientEmail: gift.recipientEmail,
        message: gift.message,
        sendOn: gift.sendOn,
      },
      status: 'paid',
      voucherCode: code,
      printToken: randomBytes(16).toString('hex'),
      createdAt: voucher.createdAt,
      expiresAt: voucher.createdAt,
    };
    await db.doc(giftOrderDoc(gift.orderId)).set(order);
  }
  return { code, orderId, voucher };
}

const stored = async (code: string) =>
  voucherDocumentSchema.parse((await db.doc(voucherDoc(code)).get()).data());

const find = (data: unknown, caller = staff) =>
  callAs<{ vouchers: StaffVoucherRow[] }>(stack, 'staffFindVouchers', data, caller);

const auditsOf = async (code: string) =>
  (
    await db.collection(COLLECTIONS.auditLog).where('target', '==', voucherDoc(code)).get()
  ).docs.map((doc) => doc.data());

describe('staff find vouchers (Functions + Auth + Firestore emulators)', () => {
  it('by the full code as typed: the one row that shows a whole code', async () => {
    const { code } = await seed('gift');
    const answer = await find({ term: formatVoucherCode(code).toLowerCase() });
    expect(answer.result?.vouchers).toEqual([
      expect.objectContaining({
        code: formatVoucherCode(code),
        kind: 'gift',
        amountCents: 20_000,
        balanceCents: 12_500,
        status: 'active',
        buyer: { uid: buyer.uid, name: 'Casey Jones', email: `buyer-${run}@example.com` },
      }),
    ]);
  });

  it('by the start of the buyer’s or the recipient’s e-mail, newest first, codes masked', async () => {
    const first = await seed('gift');
    const second = await seed('gift', { balanceCents: 0 });
    const byBuyer = (await find({ term: `BUYER-${run}` })).result!.vouchers;
    expect(byBuyer.map((row) => row.orderId)).toEqual(
      expect.arrayContaining([first.orderId, second.orderId]),
    );
    expect(byBuyer.map((row) => row.createdAt)).toEqual(
      byBuyer
        .map((row) => row.createdAt)
        .sort()
        .reverse(),
    );
    expect(byBuyer.find((row) => row.orderId === second.orderId)).toMatchObject({
      code: `••••-••••-••••-${second.code.slice(-4)}`,
      status: 'used-up',
    });
    const byRecipient = (await find({ term: `recipient-${run}-${seeded - 1}@` })).result!.vouchers;
    expect(byRecipient.map((row) => row.orderId)).toEqual([first.orderId]);
    for (const row of [...byBuyer, ...byRecipient]) expect(row.code).toMatch(/^(••••-){3}\w{4}$/);
  });

  it('by customer: their own vouchers and the gifts they bought', async () => {
    const gift = await seed('gift');
    const credit = await seed('credit');
    const rows = (await find({ customerUid: buyer.uid })).result!.vouchers;
    const codes = rows.map((row) => row.code.slice(-4));
    expect(codes).toEqual(expect.arrayContaining([gift.code.slice(-4), credit.code.slice(-4)]));
    expect(rows.every((row) => row.code.startsWith('••••'))).toBe(true);
  });

  it('the newest 20 with no term, newest first', async () => {
    const { orderId } = await seed('gift', {
      createdAt: new Date(Date.now() + 60_000).toISOString(),
    });
    const rows = (await find({})).result!.vouchers;
    expect(rows.length).toBeLessThanOrEqual(20);
    expect(rows[0]?.orderId).toBe(orderId);
  });
});

describe('staff resend a gift voucher', () => {
  it('sends the recipient a new e-mail each time, audited', async () => {
    const { code, orderId, voucher } = await seed('gift');
    const recipient = voucher.gift!.recipientEmail;
    for (const resends of [1, 2]) {
      const answer = await callAs(
        stack,
        'staffResendVoucher',
        { orderId, reason: 'The recipient lost the e-mail.' },
        staff,
      );
      expect(answer.error).toBeUndefined();
      expect((await stored(code)).gift).toMatchObject({ resends, sentAt: expect.any(String) });
      expect((await db.doc(mailDoc(`gift-${code}-${resends}`)).get()).exists).toBe(true);
    }
    const toRecipient = (message: InboxMessage) =>
      message.to.some((to) => to.address === recipient) && message.text.includes(code.slice(-4));
    await vi.waitFor(
      async () =>
        expect((await inboxMessages(stack.mailInboxUrl)).filter(toRecipient)).toHaveLength(2),
      { timeout: 10_000 },
    );
    expect((await auditsOf(code)).map((entry) => entry.action)).toEqual([
      'staffResendVoucher',
      'staffResendVoucher',
    ]);
  });

  it('refuses a credit, a void gift and one not due yet, in words', async () => {
    const credit = await seed('credit');
    const voided = await seed('gift', { voidedAt: new Date().toISOString() });
    const later = await seed('gift');
    await db.doc(voucherDoc(later.code)).update({
      'gift.sendOn': addDays(today, 30),
      'gift.sentAt': FieldValue.delete(),
    });
    const reason = 'Checking the refusals.';
    const answers = await Promise.all(
      [{ code: credit.code }, { orderId: voided.orderId }, { orderId: later.orderId }].map(
        (which) => callAs(stack, 'staffResendVoucher', { ...which, reason }, staff),
      ),
    );
    expect(answers.map((answer) => answer.error?.message)).toEqual([
      'Only a gift voucher is e-mailed: a credit has nothing to resend.',
      'That voucher is void, so its e-mail is not sent again.',
      expect.stringMatching(/^This gift is not due until /),
    ]);
    for (const { code } of [credit, voided, later]) expect(await auditsOf(code)).toEqual([]);
  });
});

describe('staff void a gift voucher', () => {
  it('refunds what was left to the card once, however many voids arrive at once', async () => {
    const { code, orderId, voucher } = await seed('gift');
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        callAs(stack, 'staffVoidVoucher', { orderId, reason: 'Bought by mistake.' }, staff),
      ),
    );
    const voided = answers.filter((answer) => answer.result);
    expect(voided.map((answer) => answer.result)).toEqual([
      { status: 'voided', refundCents: 12_500 },
    ]);
    for (const answer of answers.filter((answer) => answer.error)) {
      expect(answer.error).toEqual({
        status: 'FAILED_PRECONDITION',
        message: 'That voucher is already void.',
      });
    }
    const after = await stored(code);
    expect(after).toMatchObject({
      balanceCents: 0,
      voidedAt: expect.any(String),
      refund: { id: `re_local_void-${code}`, amountCents: 12_500 },
    });
    expect(after.refundDueCents).toBeUndefined();
    const audits = await auditsOf(code);
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'staffVoidVoucher',
        by: staff.uid,
        reason: 'Bought by mistake.',
        before: expect.objectContaining({ balanceCents: 12_500 }),
        after: expect.objectContaining({ balanceCents: 0, refundDueCents: 12_500 }),
      }),
    ]);
    const told = await messagesWhere(stack.mailInboxUrl, (message) =>
      message.to.some(
        (to) => to.address === voucher.gift!.buyerEmail && message.text.includes(code.slice(-4)),
      ),
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('refunded the $125.00 left on it to your card');
  });

  it('refuses a credit and says why, changing nothing', async () => {
    const { code } = await seed('credit');
    const answer = await callAs(
      stack,
      'staffVoidVoucher',
      { code, reason: 'Checking the refusal.' },
      staff,
    );
    expect(answer.error?.message).toMatch(/^A credit can't be voided: /);
    expect(await stored(code)).not.toHaveProperty('voidedAt');
    expect(await auditsOf(code)).toEqual([]);
  });

  it('keeps a refund the card provider refused due, and the sweep sends it once', async () => {
    const { code } = await seed('gift', {
      voidedAt: new Date().toISOString(),
      balanceCents: 0,
      refundDueCents: 4_000,
    });
    // The sweep runs here, not in the Functions emulator: the e-mail's links need the site's address.
    vi.stubEnv('SITE_ORIGIN', `http://${HOST}:${PROFILES.test.ports.web}`);
    const failing = { refund: () => Promise.reject(new Error('Stripe is down.')) };
    await expect(settleVoucherRefund(db, failing, code)).rejects.toThrow('Stripe is down.');
    expect((await stored(code)).refundDueCents).toBe(4_000);
    const keys: string[] = [];
    const provider = {
      refund: async ({ key, amountCents }: { key: string; amountCents: number }) => {
        keys.push(`${key}:${amountCents}`);
        return { id: `re_sweep_${key}` };
      },
    };
    await settleDueVoucherRefunds(db, provider);
    await settleDueVoucherRefunds(db, provider);
    expect(keys.filter((key) => key.startsWith(`void-${code}`))).toEqual([`void-${code}:4000`]);
    expect(await stored(code)).toMatchObject({ refund: { id: `re_sweep_void-${code}` } });
    vi.unstubAllEnvs();
  });
});

describe('the voucher callables refuse a customer', () => {
  it.each(['staffFindVouchers', 'staffResendVoucher', 'staffVoidVoucher'] as const)(
    '%s',
    async (name) => {
      const { code } = await seed('gift');
      const answer = await callAs(stack, name, { code, reason: 'Mine.' }, buyer);
      expect(answer.error?.status).toBe('PERMISSION_DENIED');
      expect(await stored(code)).not.toHaveProperty('voidedAt');
    },
  );
});
