import type { DocumentReference } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { COLLECTIONS, voucherDoc } from '@camping/domain/firestore/paths';
import type { StaffVoucherAction } from '@camping/domain/vouchers/staff-vouchers';
import { normaliseVoucherCode } from '@camping/domain/vouchers/voucher';
import { db } from '../shared/admin.ts';

/**
 * The voucher a staff action names: by its code, or (from the list, which shows no codes) by the
 * gift order that paid for it, which never changes once the voucher is issued.
 */
export async function staffVoucherTarget(
  request: Pick<StaffVoucherAction, 'code' | 'orderId'>,
): Promise<DocumentReference> {
  const code = request.code && normaliseVoucherCode(request.code);
  if (code) return db.doc(voucherDoc(code));
  const found = await db
    .collection(COLLECTIONS.vouchers)
    .where('gift.orderId', '==', request.orderId)
    .limit(1)
    .get();
  const voucher = found.docs[0];
  if (!voucher) throw new HttpsError('not-found', 'There is no gift voucher from that order.');
  return voucher.ref;
}

export const noVoucher = () => new HttpsError('not-found', 'There is no voucher with that code.');
