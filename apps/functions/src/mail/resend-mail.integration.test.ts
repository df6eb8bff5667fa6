import { randomUUID } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { queuedMailDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import { messagesWithSubject } from '@camping/stack/mail-inbox';
import { callAs, createCustomer, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { MAIL_MAX_ATTEMPTS } from './delivery-rules.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();

let staff: TestCustomer;
let customer: TestCustomer;
beforeAll(async () => {
  staff = await createCustomer(stack, adminAuth, 'mail-staff', { admin: true });
  customer = await createCustomer(stack, adminAuth, 'mail-customer');
});

/** A mail whose every try failed: what staff see in the staff area's e-mail list. */
async function givenUp() {
  const subject = `Resend test ${randomUUID()}`;
  const ref = db.collection(COLLECTIONS.mail).doc();
  await ref.set({
    to: 'camper@example.com',
    message: { subject, text: 'Your stay is confirmed.', html: '<p>Your stay is confirmed.</p>' },
    createdAt: Timestamp.now(),
    delivery: {
      state: 'failed',
      attempts: MAIL_MAX_ATTEMPTS,
      nextAttemptAt: null,
      leaseUntil: null,
      lastError: 'connect ECONNREFUSED 127.0.0.1:465',
      sentAt: null,
    },
  });
  return { ref, subject };
}

const delivery = async (ref: DocumentReference) =>
  queuedMailDocumentSchema.parse((await ref.get()).data()).delivery;

describe('staffResendMail', () => {
  it('sends a failed e-mail again at once, audited, and refuses one already sent', async () => {
    const { ref, subject } = await givenUp();
    const answer = await callAs(stack, 'staffResendMail', { mailId: ref.id }, staff);
    expect(answer.result).toEqual({ saved: true });
    expect(await messagesWithSubject(stack.mailInboxUrl, subject)).toHaveLength(1);
    expect(await delivery(ref)).toMatchObject({ state: 'sent', attempts: 1, lastError: null });
    const audit = await db.collection(COLLECTIONS.auditLog).where('target', '==', ref.path).get();
    expect(audit.docs.map((doc) => doc.get('action'))).toEqual(['staffResendMail']);

    expect((await callAs(stack, 'staffResendMail', { mailId: ref.id }, staff)).error).toMatchObject(
      {
        status: 'FAILED_PRECONDITION',
        message: 'This e-mail has been sent already.',
      },
    );
  });

  it('is for staff only, and changes nothing for anyone else', async () => {
    const { ref } = await givenUp();
    expect(
      (await callAs(stack, 'staffResendMail', { mailId: ref.id }, customer)).error,
    ).toMatchObject({ status: 'PERMISSION_DENIED' });
    expect((await delivery(ref)).state).toBe('failed');
  });
});
