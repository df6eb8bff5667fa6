import { describe, expect, it } from 'vitest';
import { splitRefund } from './settle-refund.ts';

// A stay paid $500 (pi_stay), then $120 more for a dearer change of dates (pi_change), newest first.
const charges = [
  { paymentIntentId: 'pi_change', amountCents: 12_000 },
  { paymentIntentId: 'pi_stay', amountCents: 50_000 },
];

describe('splitRefund', () => {
  it('takes a refund from the newest charge first, no charge giving back more than it has', () => {
    expect(splitRefund(62_000, charges)).toEqual([
      { paymentIntentId: 'pi_change', amountCents: 12_000 },
      { paymentIntentId: 'pi_stay', amountCents: 50_000 },
    ]);
    expect(splitRefund(5_000, charges)).toEqual([
      { paymentIntentId: 'pi_change', amountCents: 5_000 },
    ]);
  });

  it('skips a charge already refunded in full', () => {
    const changeRefunded = [{ ...charges[0]!, amountCents: 0 }, charges[1]!];
    expect(splitRefund(20_000, changeRefunded)).toEqual([
      { paymentIntentId: 'pi_stay', amountCents: 20_000 },
    ]);
  });

  it('leaves what no charge can take on the first, for the provider to refuse in words', () => {
    expect(splitRefund(70_000, charges)).toEqual([
      { paymentIntentId: 'pi_change', amountCents: 12_000 },
      { paymentIntentId: 'pi_stay', amountCents: 58_000 },
    ]);
  });
});
