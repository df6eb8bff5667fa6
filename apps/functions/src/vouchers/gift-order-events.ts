import type { Firestore } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { todayInSydney } from '@camping/domain/dates/calendar';
import { giftOrderDocumentSchema } from '@camping/domain/firestore/documents';
import { giftOrderDoc, mailDoc, stripeEventDoc, voucherDoc } from '@camping/domain/firestore/paths';
import { giftMailId, giftReceiptMailId } from '@camping/domain/vouchers/gift-order';
import { voucherExpiry, type VoucherDocument } from '@camping/domain/vouchers/voucher';
import { queueMail } from '../mail/queue-mail.ts';
import { ignore, recordEvent, type StripeEventOutcome } from '../payments/stripe-event-record.ts';
import { atomicUpdate } from '../shared/atomic-update.ts';
import { giftOrderIdOf } from './gift-checkout-session.ts';
import { giftReceiptMail, giftVoucherMail } from './gift-mail.ts';
import { newVoucherCode } from './voucher-code.ts';

/** The order a gift's payment page is for, read before its update; null when there is none. */
async function orderOf(db: Firestore, session: Stripe.Checkout.Session) {
  const orderId = giftOrderIdOf(session)!;
  const ref = db.doc(giftOrderDoc(orderId));
  const snap = await ref.get();
  return snap.exists ? { orderId, ref, order: giftOrderDocumentSchema.parse(snap.data()) } : null;
}

/**
 * A gift voucher was paid: in one atomic update that finds the event new and the order not yet paid,
 * the order becomes paid, the voucher is created (`vouchers/{code}`, kind `gift`, valid 3 years, the
 * buyer's), the buyer's receipt is queued, and the recipient's e-mail too when its send date has come
 * (else the voucher is due on that date, for the sweep). A repeated event changes nothing.
 */
export async function giftPaid(
  db: Firestore,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<StripeEventOutcome> {
  const paymentIntentId =
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : session.payment_intent?.id;
  const found = await orderOf(db, session);
  if (!found) return ignore(db, event, 'ignored: unknown gift order');
  if (!paymentIntentId || session.payment_status !== 'paid') {
    return ignore(db, event, 'ignored: no booking or not paid');
  }
  const { orderId, ref, order } = found;
  const today = todayInSydney();
  const code = newVoucherCode();
  const due = order.order.sendOn <= today;
  const voucher: VoucherDocument = {
    kind: 'gift',
    amountCents: order.order.amountDollars * 100,
    balanceCents: order.order.amountDollars * 100,
    currency: 'AUD',
    expiresOn: voucherExpiry(today),
    ownerUid: order.buyerUid,
    gift: {
      orderId,
      buyerUid: order.buyerUid,
      buyerEmail: order.buyerEmail,
      ...order.order,
      paymentIntentId,
      ...(due ? { sentAt: new Date().toISOString() } : {}),
    },
    ...(due ? {} : { giftDueOn: order.order.sendOn }),
    createdAt: new Date().toISOString(),
  };
  const facts = {
    code,
    amountCents: voucher.amountCents,
    expiresOn: voucher.expiresOn,
    gift: voucher.gift!,
    printToken: order.printToken,
  };
  const [receipt, recipientMail] = await Promise.all([
    giftReceiptMail(facts),
    due ? giftVoucherMail(facts) : null,
  ]);
  return atomicUpdate(db, async (update): Promise<StripeEventOutcome> => {
    const [eventSnap, orderSnap] = await update.getAll(db.doc(stripeEventDoc(event.id)), ref);
    if (eventSnap!.exists) return 'duplicate';
    if (orderSnap!.get('status') === 'paid') {
      recordEvent(db, update, event, null, 'ignored: gift order already paid');
      return 'ignored: gift order already paid';
    }
    update.create(db.doc(voucherDoc(code)), voucher);
    update.update(ref, { status: 'paid', voucherCode: code });
    queueMail(db, update, receipt, db.doc(mailDoc(giftReceiptMailId(orderId))));
    if (recipientMail) {
      queueMail(db, update, recipientMail, db.doc(mailDoc(giftMailId(code, undefined))));
    }
    recordEvent(db, update, event, null, 'gift voucher issued');
    return 'gift voucher issued';
  });
}

/** A gift's payment page expired unpaid: its order ends (nothing was issued). */
export async function giftExpired(
  db: Firestore,
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): Promise<StripeEventOutcome> {
  const found = await orderOf(db, session);
  if (!found) return ignore(db, event, 'ignored: unknown gift order');
  return atomicUpdate(db, async (update): Promise<StripeEventOutcome> => {
    const [eventSnap, orderSnap] = await update.getAll(db.doc(stripeEventDoc(event.id)), found.ref);
    if (eventSnap!.exists) return 'duplicate';
    if (orderSnap!.get('status') !== 'pending_payment') {
      recordEvent(db, update, event, null, 'ignored: gift order not pending');
      return 'ignored: gift order not pending';
    }
    update.update(found.ref, { status: 'expired' });
    recordEvent(db, update, event, null, 'gift order expired');
    return 'gift order expired';
  });
}
