import type { Query } from 'firebase-admin/firestore';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { voucherDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS, voucherDoc } from '@camping/domain/firestore/paths';
import { findKey, prefixEnd } from '@camping/domain/staff/booking-find';
import {
  maskVoucherCode,
  VOUCHER_FIND_LIMIT,
  voucherStatus,
  type StaffVoucherRow,
} from '@camping/domain/vouchers/staff-vouchers';
import {
  formatVoucherCode,
  normaliseVoucherCode,
  type VoucherDocument,
} from '@camping/domain/vouchers/voucher';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';

const vouchers = () => db.collection(COLLECTIONS.vouchers);

function row(code: string, voucher: VoucherDocument, showCode: boolean): StaffVoucherRow {
  const gift = voucher.gift;
  return {
    code: showCode ? formatVoucherCode(code) : maskVoucherCode(code),
    orderId: gift?.orderId ?? null,
    kind: voucher.kind,
    ownerUid: voucher.ownerUid,
    buyer: gift ? { uid: gift.buyerUid, name: gift.buyerName, email: gift.buyerEmail } : null,
    recipient: gift ? { name: gift.recipientName, email: gift.recipientEmail } : null,
    amountCents: voucher.amountCents,
    balanceCents: voucher.balanceCents,
    expiresOn: voucher.expiresOn,
    status: voucherStatus(voucher, todayInSydney()),
    voidedAt: voucher.voidedAt ?? null,
    sentAt: gift?.sentAt ?? null,
    sendOn: gift?.sendOn ?? null,
    refundDueCents: voucher.refundDueCents ?? 0,
    createdAt: voucher.createdAt,
  };
}

const startingWith = (field: string, prefix: string) =>
  vouchers()
    .where(field, '>=', prefix)
    .where(field, '<', prefixEnd(prefix))
    .orderBy(field)
    .limit(VOUCHER_FIND_LIMIT);

const newest = (query: Query = vouchers()) =>
  query.orderBy('createdAt', 'desc').limit(VOUCHER_FIND_LIMIT);

/** Each way of finding vouchers: a few bounded queries, never a scan of the collection. */
function queriesFor(request: { term?: string; customerUid?: string }): Query[] {
  if (request.customerUid) {
    return [
      newest(vouchers().where('ownerUid', '==', request.customerUid)),
      newest(vouchers().where('gift.buyerUid', '==', request.customerUid)),
    ];
  }
  if (request.term) {
    const key = findKey(request.term);
    return [startingWith('gift.buyerEmail', key), startingWith('gift.recipientEmail', key)];
  }
  return [newest()];
}

/**
 * Callable (staff): vouchers for the staff list, newest first: the 20 newest; the one whose full code
 * staff typed (one read, the only answer that shows a whole code); those whose buyer's or
 * recipient's e-mail starts with the term; or a customer's own and the gifts they bought. Every
 * other row's code is masked but for its last group: the list never hands out codes.
 */
export const staffFindVouchers = defineCallable(
  'staffFindVouchers',
  { staffOnly: true, rateLimit: RATE_LIMITS.staff },
  async (request) => {
    const code = request.term ? normaliseVoucherCode(request.term) : null;
    if (code) {
      const snap = await db.doc(voucherDoc(code)).get();
      return {
        vouchers: snap.exists ? [row(code, voucherDocumentSchema.parse(snap.data()), true)] : [],
      };
    }
    const snaps = await Promise.all(queriesFor(request).map((query) => query.get()));
    const found = new Map(
      snaps
        .flatMap((snap) => snap.docs)
        .map((doc) => [doc.id, voucherDocumentSchema.parse(doc.data())] as const),
    );
    return {
      vouchers: [...found]
        .map(([id, voucher]) => row(id, voucher, false))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
    };
  },
);
