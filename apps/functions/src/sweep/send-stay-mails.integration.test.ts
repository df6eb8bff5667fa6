import { randomUUID } from 'node:crypto';
import { FieldPath } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import type { BookingStatus } from '@camping/domain/booking/booking';
import { stayMailId, type StayMailKind } from '@camping/domain/booking/stay-mails';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { bookingDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { inboxMessages, messagesWhere, type InboxMessage } from '@camping/stack/mail-inbox';
import { HOST, PROFILES } from '@camping/stack/profiles';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { sendDueStayMails } from './send-stay-mails.ts';

const stack = inject('stack');
const { db } = emulatorClientsForThisFile();

/**
 * The sweeps here run on a day about 8 years ahead: other tests book within the next 800 days, so
 * the windows these sweeps query hold only this file's bookings, and real sweeps never reach them.
 */
const NOW = new Date(Date.now() + 3_000 * 24 * 60 * 60 * 1000);
const TODAY = todayInSydney(NOW);
const LOCATION = LOCATIONS[0]!;
const SITE = `http://${HOST}:${PROFILES.test.ports.web}`;

// The sweep runs here in the test's process, which the emulators' environment does not reach.
beforeAll(() => vi.stubEnv('SITE_ORIGIN', SITE));
afterAll(() => vi.unstubAllEnvs());

/** A booking as the checkout and staff leave it, for its own address so the inbox tells it apart. */
async function bookingOf(status: BookingStatus, arrival: IsoDate, departure: IsoDate) {
  const ref = db.collection(COLLECTIONS.bookings).doc();
  const at = NOW.toISOString();
  await ref.set(
    bookingDocumentSchema.parse({
      userId: `stay-mail-${randomUUID()}`,
      locationId: LOCATION.id,
      packageId: LOCATION.packageIds[0],
      addOns: [],
      arrival,
      departure,
      guests: 2,
      status,
      totalCents: 50_000,
      gstCents: 4_545,
      currency: 'AUD',
      email: `${ref.id.toLowerCase()}@example.com`,
      createdAt: at,
      updatedAt: at,
      history: [{ status, at, by: 'test' }],
    }),
  );
  return { id: ref.id, email: `${ref.id.toLowerCase()}@example.com` };
}

const queuedFor = async (ids: string[]) =>
  (
    await db
      .collection(COLLECTIONS.mail)
      .where(
        FieldPath.documentId(),
        'in',
        ids.flatMap((id) => [
          db.doc(`${COLLECTIONS.mail}/${stayMailId(id, 'pre-arrival')}`),
          db.doc(`${COLLECTIONS.mail}/${stayMailId(id, 'after-stay')}`),
        ]),
      )
      .get()
  ).docs.map((doc) => doc.id);

const sentTo = (email: string) => (message: InboxMessage) =>
  message.to.some((to) => to.address === email);

/**
 * The messages the inbox holds for one address, once this one's e-mail with `subject` has arrived
 * (each address's own: the trigger delivers the bookings' e-mails in no particular order).
 */
async function deliveredTo(email: string, subject: string) {
  await messagesWhere(
    stack.mailInboxUrl,
    (message) => message.subject === subject && sentTo(email)(message),
  );
  return (await inboxMessages(stack.mailInboxUrl)).filter(sentTo(email));
}

describe('the e-mails before and after a stay (sweep part, against the emulators and MailDev)', () => {
  it('go once per booking and kind when two sweeps run at the same moment, and only for stays going ahead', async () => {
    const arriving = await bookingOf('confirmed', addDays(TODAY, 3), addDays(TODAY, 5));
    const arrivingToday = await bookingOf('confirmed', TODAY, addDays(TODAY, 2));
    const notYet = await bookingOf('confirmed', addDays(TODAY, 4), addDays(TODAY, 6));
    const unconfirmed = await bookingOf('requested', addDays(TODAY, 1), addDays(TODAY, 3));
    const left = await bookingOf('completed', addDays(TODAY, -3), addDays(TODAY, -1));
    const leavingToday = await bookingOf('completed', addDays(TODAY, -2), TODAY);
    const cancelled = await bookingOf('cancelled', addDays(TODAY, -4), addDays(TODAY, -1));

    const sweeps = await Promise.all([sendDueStayMails(db, NOW), sendDueStayMails(db, NOW)]);
    const total = (kind: StayMailKind) => sweeps.reduce((sum, counts) => sum + counts[kind], 0);
    expect(total('pre-arrival')).toBe(2);
    expect(total('after-stay')).toBe(1);
    expect(await sendDueStayMails(db, NOW)).toEqual({ 'pre-arrival': 0, 'after-stay': 0 });

    const all = [arriving, arrivingToday, notYet, unconfirmed, left, leavingToday, cancelled];
    expect((await queuedFor(all.map((booking) => booking.id))).sort()).toEqual(
      [
        stayMailId(arriving.id, 'pre-arrival'),
        stayMailId(arrivingToday.id, 'pre-arrival'),
        stayMailId(left.id, 'after-stay'),
      ].sort(),
    );

    const preArrival =
      'Your stay is coming up: directions and what to bring | The Complete Camping Experience';
    const afterStay = `How was your stay at ${LOCATION.name}? | The Complete Camping Experience`;
    for (const booking of [arriving, arrivingToday]) {
      const [message, ...more] = await deliveredTo(booking.email, preArrival);
      expect(more).toEqual([]);
      expect(message!.subject).toBe(preArrival);
      expect(message!.text).toContain(LOCATION.name);
    }
    const [thanks, ...more] = await deliveredTo(left.email, afterStay);
    expect(more).toEqual([]);
    expect(thanks!.subject).toBe(afterStay);
    expect(thanks!.text).toContain(`${SITE}/account/bookings/${left.id}/review`);
    for (const booking of [notYet, unconfirmed, leavingToday, cancelled]) {
      expect((await inboxMessages(stack.mailInboxUrl)).filter(sentTo(booking.email))).toEqual([]);
    }
  });
});
