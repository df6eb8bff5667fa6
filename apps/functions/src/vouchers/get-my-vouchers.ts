import { todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { voucherDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import {
  MY_VOUCHERS_LIMIT,
  voucherStatus,
  type MyVoucher,
} from '@camping/domain/vouchers/gift-order';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';

/**
 * Callable: the signed-in customer's vouchers, for My Account: the gifts they bought and the credits
 * closures gave them (both `ownerUid` theirs), newest first. The rules let nobody list vouchers from
 * a browser (a list would hand out codes), so this query runs here, for the caller's own only.
 */
export const getMyVouchers = defineCallable(
  'getMyVouchers',
  { requireSignIn: 'Log in to see your vouchers.', rateLimit: RATE_LIMITS.getMyVouchers },
  async (_, call) => {
    const found = await db
      .collection(COLLECTIONS.vouchers)
      .where('ownerUid', '==', call.auth.uid)
      .limit(MY_VOUCHERS_LIMIT)
      .get();
    const today = todayInSydney();
    // Sorted here: a customer has a handful, and an ordered query would need an index of its own.
    const newestFirst = found.docs.sort((a, b) =>
      String(b.get('createdAt')).localeCompare(String(a.get('createdAt'))),
    );
    const vouchers = newestFirst.map((snap): MyVoucher => {
      const voucher = voucherDocumentSchema.parse(snap.data());
      return {
        code: snap.id,
        kind: voucher.kind,
        amountCents: voucher.amountCents,
        balanceCents: voucher.balanceCents,
        expiresOn: voucher.expiresOn as IsoDate,
        status: voucherStatus(voucher, today),
        ...(voucher.gift
          ? {
              gift: {
                recipientName: voucher.gift.recipientName,
                sendOn: voucher.gift.sendOn as IsoDate,
                sent: Boolean(voucher.gift.sentAt),
              },
            }
          : {}),
      };
    });
    return { vouchers };
  },
);
