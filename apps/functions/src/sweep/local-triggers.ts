// What Cloud Functions runs on its own in production but the local emulators do not: the local
// stack starts this file as a process (tools/stack/src/local-triggers.ts) for `npm run dev` and the
// tests. Google's Firestore emulator fires no Firestore triggers, so new `mail` documents are sent
// by the same `deliverMail` that the `deliverNewMail` trigger calls; and the Functions emulator fires
// no schedules, so with a period given the sweep runs on it (`npm run dev`; the tests run the sweep
// themselves when they need it).
//
//   node local-triggers.ts <firestore host> <project id> <SMTP URL> <sweep seconds, 0 for none>
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { deliverMail } from '../mail/deliver-mail.ts';
import { loadTsxFromSource } from '../mail/templates/load-tsx.ts';
import { paymentProvider } from '../payments/payment-provider.ts';
import { runSweep } from './run-sweep.ts';

// The sweep renders e-mails (before and after a stay) from the .tsx templates.
loadTsxFromSource();
const [firestoreHost, projectId, smtpUrl, sweepSeconds = '0'] = process.argv.slice(2);
process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
process.env.SMTP_URL = smtpUrl;
// This process stands in for the emulated functions: their fallbacks (test payments, the local site's
// address in e-mail links when the stack gives none) are its own.
process.env.FUNCTIONS_EMULATOR = 'true';
const db = getFirestore(initializeApp({ projectId }, 'local-triggers'));

db.collection(COLLECTIONS.mail)
  .where('delivery.state', '==', 'pending')
  .onSnapshot(
    (snapshot) => {
      for (const change of snapshot.docChanges()) {
        if (change.type === 'added') void deliverMail(db, change.doc.ref);
      }
    },
    (error) => console.error('Listening for new e-mail failed:', error),
  );

const period = Number(sweepSeconds) * 1000;
if (period > 0) {
  const provider = paymentProvider();
  setInterval(() => {
    runSweep(db, provider).then(
      ({ expired, closureRefunds, refunded, stayMails, mail }) => {
        if (expired) console.log(`Expired ${expired} unpaid hold(s).`);
        if (closureRefunds) {
          console.log(`Refunded ${closureRefunds} closed stay(s) with no choice by the deadline.`);
        }
        if (refunded) console.log(`Sent ${refunded} refund(s) that were due.`);
        if (stayMails['pre-arrival'] || stayMails['after-stay']) {
          console.log(
            `Queued ${stayMails['pre-arrival']} pre-arrival and ${stayMails['after-stay']} after-stay e-mail(s).`,
          );
        }
        if (mail.sent || mail.failed) {
          console.log(`E-mail tried again: ${mail.sent} sent, ${mail.failed} failed.`);
        }
      },
      (error: unknown) => console.error('The sweep failed:', error),
    );
  }, period);
}
console.log(
  `Local triggers: new e-mail${period ? `, and the sweep every ${sweepSeconds} s` : ''}.`,
);
process.on('SIGTERM', () => process.exit(0));
