import {
  contactMessageDocumentSchema,
  mailDocumentSchema,
} from '@camping/domain/firestore/documents';
import { COLLECTIONS, contactMessageDoc } from '@camping/domain/firestore/paths';
import { Timestamp } from 'firebase-admin/firestore';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { emulatorClientsForThisFile, failureOf } from '../testing/emulator-clients.ts';

const clients = emulatorClientsForThisFile();
const { db } = clients;
const submit = clients.callable('submitContactMessage');

/** A unique sender per test, so what a test finds in Firestore can only be its own. */
const sender = () => `contact-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;

const failure = (data: unknown) => failureOf(submit(data));

async function written(email: string) {
  const [messages, mail] = await Promise.all([
    db.collection(COLLECTIONS.contactMessages).where('email', '==', email).get(),
    db.collection(COLLECTIONS.mail).where('to', '==', email).get(),
  ]);
  return { messages: messages.docs, mail: mail.docs };
}

describe('submitContactMessage (Functions emulator + Firestore emulator)', () => {
  it('stores the message and queues the acknowledgement e-mail', async () => {
    const email = sender();
    const before = Date.now();
    const { id } = await submit({
      name: '  Jo Camper ',
      email,
      topic: 'Bookings',
      message: 'Can we bring our dog to Bouddi?',
    });

    const stored = (await db.doc(contactMessageDoc(id)).get()).data();
    expect(contactMessageDocumentSchema.safeParse(stored).error).toBeUndefined();
    const { createdAt, ...fields } = stored ?? {};
    expect(fields).toEqual({
      name: 'Jo Camper',
      email,
      topic: 'Bookings',
      message: 'Can we bring our dog to Bouddi?',
      uid: null,
    });
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect((createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000);

    const { mail } = await written(email);
    expect(mail).toHaveLength(1);
    const queued = mail[0]!.data();
    expect(mailDocumentSchema.safeParse(queued).error).toBeUndefined();
    expect(queued).toMatchObject({
      to: email,
      replyTo: 'bookings@completecamping.com.au',
      contactMessageId: id,
      message: { subject: 'We have your message | The Complete Camping Experience' },
    });
    expect(queued.message.text).toContain('Can we bring our dog to Bouddi?');
    expect(queued.message.html).toContain('<p>Hi Jo Camper,</p>');
  });

  it('records who was signed in from the verified token', async () => {
    const auth = clients.auth;
    const { user } = await signInWithEmailAndPassword(auth, 'camper@example.com', 'camping-demo-1');
    try {
      const { id } = await submit({
        name: 'Casey',
        email: sender(),
        topic: 'Feedback',
        message: 'Loved Euroka, thanks!',
      });
      expect((await db.doc(contactMessageDoc(id)).get()).get('uid')).toBe(user.uid);
    } finally {
      await signOut(auth);
    }
  });

  it('answers invalid-argument with a sentence per problem, and writes nothing', async () => {
    const email = sender();
    const error = await failure({ name: '', email, topic: 'Spam', message: 'hi' });
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toBe(
      'name: Enter your name. topic: Choose what your message is about. message: Tell us a little more: at least 10 characters.',
    );
    expect(await written(email)).toEqual({ messages: [], mail: [] });

    const missing = await failure({ email });
    expect(missing.message).toBe(
      'name: This field is required. topic: Choose what your message is about. message: This field is required.',
    );
    expect((await failure(null)).message).toBe(
      'The request must be an object with the documented fields.',
    );
    expect(await written(email)).toEqual({ messages: [], mail: [] });
  });
});
