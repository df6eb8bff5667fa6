import type { Firestore } from 'firebase-admin/firestore';
import { expireDueChanges } from '../bookings/expire-changes.ts';
import { expireDueHolds, settleDueRefunds } from '../bookings/expire-holds.ts';
import { refundPastDeadline } from '../closures/refund-past-deadline.ts';
import { deliverDueMail } from '../mail/deliver-mail.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { sendDueGifts } from '../vouchers/send-due-gifts.ts';
import { settleDueVoucherRefunds } from '../vouchers/settle-voucher-refund.ts';
import { tellWaitlist } from '../waitlist/tell-waitlist.ts';
import { sendDueStayMails } from './send-stay-mails.ts';

/**
 * What runs every few minutes, in production as the scheduled function `sweep` and locally in
 * `npm run dev`: expire unpaid holds and changes of dates, refund bookings whose closure choice
 * came too late, send refunds (of bookings and voided vouchers) that did not go out, queue
 * the e-mails due before and after a stay and the gift vouchers due to their recipients, and send
 * e-mails due a try.
 * Each part is safe to run twice at once: every change it makes is an atomic update that re-checks
 * what it found, and a stay e-mail is claimed by creating its one document.
 */
export async function runSweep(db: Firestore, provider: Pick<PaymentProvider, 'refund'>) {
  const expired = await expireDueHolds(db);
  const changesReleased = await expireDueChanges(db);
  const closureRefunds = await refundPastDeadline(db, provider);
  const refunded = await settleDueRefunds(db, provider);
  const voucherRefunds = await settleDueVoucherRefunds(db, provider);
  const stayMails = await sendDueStayMails(db);
  const waitlist = await tellWaitlist(db);
  const gifts = await sendDueGifts(db);
  const mail = await deliverDueMail(db);
  return {
    expired,
    changesReleased,
    closureRefunds,
    refunded,
    voucherRefunds,
    stayMails,
    waitlist,
    gifts,
    mail,
  };
}
