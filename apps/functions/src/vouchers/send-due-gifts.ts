import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { deliverGiftVoucher } from './deliver-gift-voucher.ts';

/** Gift e-mails one sweep sends at most; the rest go with the next sweep. */
const SWEEP_BATCH = 200;

/**
 * The sweep's part for gift vouchers: every voucher whose e-mail is due by today (Sydney), that is,
 * with a `giftDueOn` (present only until it is sent), goes to its recipient through
 * deliverGiftVoucher, so two sweeps at once send each once. Answers how many were due.
 */
export async function sendDueGifts(db: Firestore, now = new Date()): Promise<number> {
  const due = await db
    .collection(COLLECTIONS.vouchers)
    .where('giftDueOn', '<=', todayInSydney(now))
    .limit(SWEEP_BATCH)
    .get();
  for (const snap of due.docs) {
    try {
      await deliverGiftVoucher(snap.id, db);
    } catch (error) {
      // One voucher that cannot be sent must not hold up the others.
      logger.error('A gift voucher could not be sent.', { voucher: snap.id.slice(0, 4), error });
    }
  }
  return due.size;
}
