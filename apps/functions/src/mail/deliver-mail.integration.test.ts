import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { describe, expect, inject, it } from 'vitest';
import { queuedMailDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { inboxAttachment, inboxMessages, messagesWithSubject } from '@camping/stack/mail-inbox';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { deliverDueMail, deliverMail } from './deliver-mail.ts';
import { MAIL_LEASE_MS, MAIL_MAX_ATTEMPTS } from './delivery-rules.ts';
import { queueMail } from './queue-mail.ts';

const stack = inject('stack');
const { db } = emulatorClientsForThisFile();
/** The environment of a function whose SMTP server is up, and of one whose server is down. */
const SMTP_UP = { SMTP_URL: stack.smtpUrl };
const SMTP_DOWN = { SMTP_URL: 'smtp://127.0.0.1:9' };

const mail = (subject: string) => ({
  to: 'camper@example.com',
  message: {
    subject,
    text: 'Your stay is booked.',
    html: '<p>Your stay is booked.</p>',
    attachments: [
      {
        filename: 'stay.ics',
        content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
        contentType: 'text/calendar',
      },
    ],
  },
});

/**
 * A mail due for a try, written as the sweep finds one: `failed` with a try due now, so that the
 * stack's stand-in for the Firestore trigger (which sends `pending` mail) leaves it to the test.
 */
async function dueMail(): Promise<{ ref: DocumentReference; subject: string }> {
  const subject = `Delivery test ${randomUUID()}`;
  const ref = db.collection(COLLECTIONS.mail).doc();
  await ref.set({
    ...mail(subject),
    createdAt: Timestamp.now(),
    delivery: {
      state: 'failed',
      attempts: 0,
      nextAttemptAt: Timestamp.now(),
      leaseUntil: null,
      lastError: null,
      sentAt: null,
    },
  });
  return { ref, subject };
}

async function deliveryOf(ref: DocumentReference) {
  return queuedMailDocumentSchema.parse((await ref.get()).data()).delivery;
}

/** What arrived with the subject: waits for a first message, so a send that just returned counts. */
const arrival = (subject: string) => messagesWithSubject(stack.mailInboxUrl, subject);

/** What is in the inbox with the subject now (for mail that must not have been sent). */
async function inboxWith(subject: string) {
  return (await inboxMessages(stack.mailInboxUrl)).filter((message) => message.subject === subject);
}

describe('e-mail delivery over SMTP to MailDev', () => {
  it('sends a newly queued mail by itself, with its attachment, and records it as sent', async () => {
    const subject = `Queued ${randomUUID()}`;
    const batch = db.batch();
    const ref = queueMail(db, batch, mail(subject));
    await batch.commit();

    const [message, ...more] = await arrival(subject);
    expect(more).toEqual([]);
    expect(message!.to).toEqual([{ address: 'camper@example.com', name: '' }]);
    expect(message!.text.trim()).toBe('Your stay is booked.');
    const ics = message!.attachments!.find((file) => file.filename === 'stay.ics')!;
    expect(ics.contentType).toBe('text/calendar');
    expect(await inboxAttachment(stack.mailInboxUrl, message!, ics.generatedFileName)).toContain(
      'BEGIN:VCALENDAR',
    );
    await expect.poll(async () => (await deliveryOf(ref)).state).toBe('sent');
    const delivery = await deliveryOf(ref);
    expect(delivery).toMatchObject({ attempts: 1, nextAttemptAt: null, lastError: null });
    expect(delivery.sentAt).not.toBeNull();
  });

  it('records a failed try with its error, and the sweep sends it once the server is back', async () => {
    const { ref, subject } = await dueMail();
    const before = Date.now();
    expect(await deliverMail(db, ref, before, SMTP_DOWN)).toBe('failed');
    const failed = await deliveryOf(ref);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    // Tried again a minute later, not at once.
    expect(failed.nextAttemptAt!.toMillis()).toBeGreaterThanOrEqual(before + 60_000);
    expect(await deliverMail(db, ref, before + 1_000, SMTP_UP)).toBe('not due');

    await deliverDueMail(db, failed.nextAttemptAt!.toMillis(), SMTP_UP);
    expect(await arrival(subject)).toHaveLength(1);
    expect(await deliveryOf(ref)).toMatchObject({ state: 'sent', attempts: 2, lastError: null });
  });

  it('sends a mail once when many senders and two sweeps take it at the same moment', async () => {
    const { ref, subject } = await dueMail();
    await Promise.all([
      ...Array.from({ length: 6 }, () => deliverMail(db, ref, Date.now(), SMTP_UP)),
      deliverDueMail(db, Date.now(), SMTP_UP),
      deliverDueMail(db, Date.now(), SMTP_UP),
    ]);
    expect(await arrival(subject)).toHaveLength(1);
    expect(await deliveryOf(ref)).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} tries, leaving the mail failed for staff to send again`, async () => {
    const { ref, subject } = await dueMail();
    let now = Date.now();
    for (let attempt = 1; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverMail(db, ref, now, SMTP_DOWN)).toBe('failed');
      now = (await deliveryOf(ref)).nextAttemptAt?.toMillis() ?? now;
    }
    expect(await deliveryOf(ref)).toMatchObject({
      state: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      nextAttemptAt: null,
    });
    expect(await deliverMail(db, ref, now + 24 * 3_600_000, SMTP_UP)).toBe('not due');
    expect(await inboxWith(subject)).toEqual([]);
  });

  it('tries again a mail whose sender died while holding it, once its hold has ended', async () => {
    const { ref, subject } = await dueMail();
    const now = Date.now();
    const holdEnds = Timestamp.fromMillis(now + MAIL_LEASE_MS);
    await ref.update({
      'delivery.state': 'sending',
      'delivery.attempts': 1,
      'delivery.leaseUntil': holdEnds,
      'delivery.nextAttemptAt': holdEnds,
    });
    expect(await deliverMail(db, ref, now, SMTP_UP)).toBe('not due');
    expect(await deliverMail(db, ref, holdEnds.toMillis(), SMTP_UP)).toBe('sent');
    expect(await arrival(subject)).toHaveLength(1);
    expect(await deliveryOf(ref)).toMatchObject({ state: 'sent', attempts: 2 });
  });
});
