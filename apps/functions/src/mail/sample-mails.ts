// `npm run screenshots` shoots every e-mail as MailDev shows it. This queues one of each, about one
// made-up stay, into a local stack's `mail` collection; the stack's stand-in for the Firestore trigger
// (sweep/local-triggers.ts) delivers them to its MailDev like any other e-mail.
//
//   node sample-mails.ts <firestore host> <project id> <site origin>
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import type { MailDocument } from '@camping/domain/firestore/documents';
import { acknowledgementMail } from '../contact/acknowledgement-mail.ts';
import { giftReceiptMail, giftVoucherMail } from '../vouchers/gift-mail.ts';
import { waitlistMail } from '../waitlist/waitlist-mail.ts';
import { BOOKING_MAIL_KINDS, bookingMail, type BookingMailFacts } from './booking-mail.ts';
import { CLOSURE_MAIL_KINDS, closureMail } from './closure-mail.ts';
import { queueMail } from './queue-mail.ts';
import { stayMail } from './stay-mail.ts';
import { loadTsxFromSource } from './templates/load-tsx.ts';

loadTsxFromSource();
const [firestoreHost, projectId, siteOrigin] = process.argv.slice(2);
if (!firestoreHost || !projectId || !siteOrigin) {
  throw new Error('Usage: node sample-mails.ts <firestore host> <project id> <site origin>');
}
process.env.FIRESTORE_EMULATOR_HOST = firestoreHost;
const db = getFirestore(initializeApp({ projectId }, 'sample-mails'));

const location = LOCATIONS[0]!;
const campingPackage = CAMPING_PACKAGES[0]!;
const arrival = addDays(todayInSydney(), 3);
const nights = [0, 1, 2].map((night) => ({
  date: addDays(arrival, night),
  rateCents: campingPackage.nightlyRateCents,
  peakPeriod: null,
}));
const accommodationCents = nights.length * campingPackage.nightlyRateCents;
const totalCents = accommodationCents + 2_500 + 6_000;
const facts: BookingMailFacts = {
  bookingId: 'SAMPLE7Kq2xWm9',
  to: 'casey@example.com',
  arrival,
  departure: addDays(arrival, nights.length),
  guests: 2,
  sequence: 0,
  refundTo: 'your card',
  locationName: location.name,
  packageName: campingPackage.name,
  quote: {
    nights,
    accommodationCents,
    addOns: [
      {
        addOnId: 'firewood',
        name: 'Firewood bundle',
        per: 'stay',
        quantity: 1,
        unitCents: 2_500,
        totalCents: 2_500,
      },
    ],
    deliveryCents: 6_000,
    totalCents,
    gstCents: Math.round(totalCents / 11),
    currency: 'AUD',
  },
  refundCents: totalCents,
  siteOrigin,
  now: new Date(),
};
const stayFacts = {
  ...facts,
  region: location.region,
  coordinates: location.coordinates,
  setUp: [...campingPackage.includes, 'Firewood bundle'],
};

const closureFacts = {
  ...facts,
  closure: {
    firstNight: arrival,
    lastNight: addDays(arrival, 1),
    reason: 'A total fire ban covers the park that weekend.',
    deadline: addDays(todayInSydney(), 2),
  },
  voucher: {
    code: 'SAMP2345CRED7TWX',
    amountCents: Math.round(totalCents * 1.1),
    expiresOn: addDays(todayInSydney(), 3 * 365),
  },
};

const giftFacts = {
  code: 'GIFT2345SAMP7TWX',
  amountCents: 15_000,
  expiresOn: addDays(todayInSydney(), 3 * 365),
  gift: {
    orderId: 'SAMPLEgiftOrder1',
    buyerName: 'Casey Camper',
    buyerEmail: facts.to,
    recipientName: 'Sam Camper',
    recipientEmail: 'sam@example.com',
    message: 'Happy birthday, Sam.\nA weekend by the water, all set up for you.',
    sendOn: todayInSydney(),
  },
  printToken: '0'.repeat(32),
};

/** Each sample with the name of its screenshot. */
const names = [
  ...BOOKING_MAIL_KINDS,
  ...CLOSURE_MAIL_KINDS,
  'pre-arrival',
  'after-stay',
  'contact-acknowledgement',
  'waitlist',
  'gift-receipt',
  'gift-voucher',
];
const mails: MailDocument[] = [
  ...(await Promise.all(
    BOOKING_MAIL_KINDS.map((kind) =>
      bookingMail(kind, {
        ...facts,
        ...(kind === 'declined' || kind === 'cancelled'
          ? { reason: 'A total fire ban covers the park that weekend.' }
          : {}),
        ...(kind === 'completed' ? { reason: 'Come back in spring for the whales.' } : {}),
      }),
    ),
  )),
  ...(await Promise.all(CLOSURE_MAIL_KINDS.map((kind) => closureMail(kind, closureFacts)))),
  await stayMail('pre-arrival', stayFacts),
  await stayMail('after-stay', stayFacts),
  await acknowledgementMail(
    {
      name: 'Casey Camper',
      email: 'casey@example.com',
      topic: 'Bookings',
      message: 'Can we bring our kayak?\nWe would launch it from the beach.',
    },
    siteOrigin,
  ),
  await waitlistMail(
    {
      requestId: 'SAMPLEuid-0',
      request: {
        email: facts.to,
        locationId: location.id,
        packageId: campingPackage.id,
        arrival: facts.arrival,
        departure: facts.departure,
        guests: facts.guests,
        unsubscribeToken: '0'.repeat(32),
      },
      locationName: location.name,
      packageName: campingPackage.name,
    },
    siteOrigin,
    'https://us-central1-demo-complete-camping.cloudfunctions.net',
  ),
  await giftReceiptMail(giftFacts, siteOrigin),
  await giftVoucherMail(
    giftFacts,
    siteOrigin,
    'https://us-central1-demo-complete-camping.cloudfunctions.net',
  ),
];
const batch = db.batch();
for (const mail of mails) queueMail(db, batch, mail);
await batch.commit();
console.log(
  JSON.stringify(mails.map((mail, at) => ({ name: names[at], subject: mail.message.subject }))),
);
process.exit(0);
