// The sweep's freeing and telling, once, for the browser tests: the test stack sweeps only when a
// test asks (tools/stack/src/local-triggers.ts). Integration tests call these two in their own
// process; a browser test, which cannot import the functions, runs this file
// (apps/web/e2e/sweep.ts). Only these two: the whole sweep would also send other tests' stay e-mails.
//
//   node tell-waitlist-once.ts <firestore host> <project id>
// with SITE_ORIGIN and FUNCTIONS_BASE set, as the local triggers have them.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { expireDueHolds } from '../bookings/expire-holds.ts';
import { loadTsxFromSource } from '../mail/templates/load-tsx.ts';
import { tellWaitlist } from '../waitlist/tell-waitlist.ts';

// The waitlist's e-mail is rendered from its .tsx template.
loadTsxFromSource();
const [firestoreHost, projectId] = process.argv.slice(2);
process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
const db = getFirestore(initializeApp({ projectId }, 'tell-waitlist-once'));
const expired = await expireDueHolds(db);
const told = await tellWaitlist(db);
console.log(JSON.stringify({ expired, ...told }));
