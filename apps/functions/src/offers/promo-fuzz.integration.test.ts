import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { COLLECTIONS, promoCodeDoc } from '@camping/domain/firestore/paths';
import { typedPromoCodeSchema } from '@camping/domain/offers/promo-code';
import { plainArrival } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { fuzzCallable, type FuzzOutcome } from '../testing/fuzz.ts';
import { hostileString, hostileValue } from '../testing/hostile-input.ts';

// The promo code a customer types, under hostile input: every other field of the checkout is well
// formed, so the code is what is tested. A code that cannot be one is invalid-argument; one that can
// is priced (a code that applies) or answered with why not; nothing is held and no code changes.

const stack = inject('stack');
const { db } = emulatorClientsForThisFile();
const today = todayInSydney();
const run = Date.now().toString(36).toUpperCase();
const CODE = `FUZZ${run}`;
const arrival = plainArrival(today, 230, 2);
const choice = {
  locationId: 'lane-cove-river',
  packageId: 'essentials',
  addOns: [],
  guests: 2,
  arrival,
  departure: addDays(arrival, 2),
};

const promoCode = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom(CODE, CODE.toLowerCase(), ` ${CODE} `, 'NOSUCHCODE') },
  { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9]{1,24}$/) },
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileValue },
);

/** The call's promo code, as sent. */
function sentCode(body: string): unknown {
  try {
    return (JSON.parse(body) as { data?: { promoCode?: unknown } }).data?.promoCode;
  } catch {
    return undefined;
  }
}

async function bookingsOf(uid: string | null): Promise<number> {
  if (!uid) return 0;
  const snap = await db.collection(COLLECTIONS.bookings).where('userId', '==', uid).count().get();
  return snap.data().count;
}

const promoCodes = async () =>
  (await db.collection(COLLECTIONS.promoCodes).get()).docs.map((doc) => [
    doc.id,
    doc.updateTime.toMillis(),
  ]);

/** Checks one answer: the code's schema says which, and nothing of the caller's is held. */
function answeredAsTheSchemaSays(outcome: (result: unknown, code: string) => void) {
  return async ({ body, status, error, result, uid }: FuzzOutcome) => {
    const code = typedPromoCodeSchema.safeParse(sentCode(body));
    if (status === 400 && !body.startsWith('{"data"')) return;
    if (code.success) {
      expect(status, JSON.stringify(error)).toBe(200);
      outcome(result, code.data);
    } else if (sentCode(body) !== undefined) {
      expect(error?.status).toBe('INVALID_ARGUMENT');
    }
    expect(await bookingsOf(uid)).toBe(0);
  };
}

describe('the promo code field under hostile input (fast-check, >= 300 calls each)', () => {
  it('quoteBooking prices a code that applies, says why one does not, and refuses a malformed one', async () => {
    const at = new Date().toISOString();
    await db.doc(promoCodeDoc(CODE)).set({
      code: CODE,
      discount: { kind: 'percent', percent: 10 },
      active: true,
      usedCount: 0,
      createdAt: at,
      updatedAt: at,
    });
    const before = await promoCodes();
    const { calls } = await fuzzCallable({
      stack,
      callable: 'quoteBooking',
      payload: promoCode.map((code) => ({ ...choice, promoCode: code })),
      // Guests share one window (127.0.0.1, 60 priced quotes a minute) with every other test's
      // guests, the browser tests' beside these: a few guests here, the rest customers of their own.
      guestShare: 0.1,
      check: answeredAsTheSchemaSays((result, code) => {
        const answer = result as { quote: { discount?: { code: string } }; promoProblem?: string };
        if (code === CODE) expect(answer.quote.discount?.code).toBe(CODE);
        else expect(answer.promoProblem).toBe('That promo code is not valid.');
      }),
    });
    expect(calls).toBeGreaterThanOrEqual(300);
    expect(await promoCodes()).toEqual(before);
  }, 300_000);

  it('startCheckout holds nothing for a malformed code or a price the page did not show', async () => {
    const before = await promoCodes();
    const { calls } = await fuzzCallable({
      stack,
      callable: 'startCheckout',
      payload: promoCode.map((code) => ({
        ...choice,
        promoCode: code,
        phone: '0412 345 678',
        termsAccepted: true,
        idempotencyKey: randomUUID(),
        // No page showed a free stay: a code that applies answers the price, holding nothing.
        expectedTotalCents: 0,
      })),
      guestShare: 0.1,
      check: async (outcome) => {
        if (outcome.uid === null) {
          expect(outcome.status).not.toBe(200);
          return;
        }
        await answeredAsTheSchemaSays((result) => {
          expect(result).toMatchObject({ outcome: 'price-changed' });
        })(outcome);
      },
    });
    expect(calls).toBeGreaterThanOrEqual(300);
    expect(await promoCodes()).toEqual(before);
  }, 300_000);
});
