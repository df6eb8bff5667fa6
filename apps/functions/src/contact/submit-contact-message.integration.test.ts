import fc from 'fast-check';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { FUNCTIONS } from '@camping/domain/callables';
import { CONTACT_TOPICS } from '@camping/domain/contact/contact-entries';
import {
  contactMessageDocumentSchema,
  mailDocumentSchema,
} from '@camping/domain/firestore/documents';
import { COLLECTIONS, contactMessageDoc, rateLimitDoc } from '@camping/domain/firestore/paths';
import { RATE_LIMITS } from '../shared/limits.ts';
import { windowDocIds } from '../shared/rate-limit.ts';
import { callAs, newGuest } from '../testing/customers.ts';
import {
  clearRateLimits,
  emulatorClientsForThisFile,
  failureOf,
} from '../testing/emulator-clients.ts';
import { fuzzCallable } from '../testing/fuzz.ts';
import { hostilePayload } from '../testing/hostile-input.ts';

const stack = inject('stack');
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

beforeEach(() => clearRateLimits(db));

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
    expect(queued.message.html).toMatch(/<p [^>]*>Hi Jo Camper,<\/p>/);
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

  it('refuses text with a lone surrogate with invalid-argument, and writes nothing', async () => {
    const email = sender();
    const error = await failure({
      name: 'Jo\uD800',
      email,
      topic: 'Bookings',
      message: 'Broken \uDC00 characters here',
    });
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toBe(
      'name: Use ordinary text: this contains a broken character. message: Use ordinary text: this contains a broken character.',
    );
    const long = await failure({
      name: 'Jo',
      email: `${'a'.repeat(250)}@example.com`,
      topic: 'Bookings',
      message: 'An address nobody can deliver to.',
    });
    expect(long.message).toBe('email: Keep the e-mail address to 254 characters or fewer.');
    expect(await written(email)).toEqual({ messages: [], mail: [] });
  });

  it('sends at most one acknowledgement a day to an address, and still stores every message', async () => {
    const email = sender();
    const message = { name: 'Jo', email, topic: 'Bookings', message: 'Is Bouddi open in June?' };
    await submit(message);
    // The same address typed in capitals: stored, and limited, in its one normal form (normaliseEmail).
    await submit({ ...message, email: email.toUpperCase() });
    const { messages, mail } = await written(email);
    expect(messages).toHaveLength(2);
    expect(mail).toHaveLength(1);
    expect(await written(email.toUpperCase())).toEqual({ messages: [], mail: [] });
  });

  it('takes at most 5 messages an hour from one caller, then says when to try again', async () => {
    const guest = newGuest();
    const message = (n: number) => ({
      name: 'Jo',
      email: sender(),
      topic: 'Bookings',
      message: `Question number ${n} about Bouddi`,
    });
    for (let n = 1; n <= 5; n += 1) {
      expect((await callAs(stack, 'submitContactMessage', message(n), guest)).status).toBe(200);
    }
    const sixth = message(6);
    const { status, error } = await callAs(stack, 'submitContactMessage', sixth, guest);
    expect(status).toBe(429);
    expect(error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(error?.message).toMatch(/^Too many messages from you\. Try again in (60|59) minutes\.$/);
    expect(await written(sixth.email)).toEqual({ messages: [], mail: [] });
  });

  it("counts a guest by the address Google's front end appended, not one the guest wrote", async () => {
    const url = `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/submitContactMessage`;
    const { address } = newGuest();
    // Each call claims a new address in X-Forwarded-For; the front end appends the one it saw.
    const send = (n: number) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': `198.51.100.${n}, ${address}`,
        },
        body: JSON.stringify({
          data: {
            name: 'Jo',
            email: sender(),
            topic: 'Bookings',
            message: `Question ${n} about Bouddi`,
          },
        }),
      });
    for (let n = 1; n <= 5; n += 1) expect((await send(n)).status).toBe(200);
    const sixth = await send(6);
    expect(sixth.status).toBe(429);
    expect(((await sixth.json()) as { error: { status: string } }).error.status).toBe(
      'RESOURCE_EXHAUSTED',
    );
  });

  it('answers any generated payload with success or a 4xx, and writes nothing on a 4xx', async () => {
    const count = async (collection: string) =>
      (await db.collection(collection).count().get()).data().count;
    const [messagesBefore, mailBefore] = await Promise.all([
      count(COLLECTIONS.contactMessages),
      count(COLLECTIONS.mail),
    ]);
    let succeeded = 0;
    const { calls } = await fuzzCallable({
      stack,
      callable: 'submitContactMessage',
      payload: hostilePayload({
        name: fc.string({ minLength: 1, maxLength: 80 }),
        // Most addresses fast-check writes are valid by the RFC but not by our form (one in a
        // hundred passes): plain ones besides, so that every run sends some messages that go through.
        email: fc.oneof(
          { weight: 3, arbitrary: fc.emailAddress() },
          {
            weight: 1,
            arbitrary: fc
              .tuple(
                fc.stringMatching(/^[a-z0-9]{1,20}$/),
                fc.constantFrom('example.com', 'example.com.au'),
              )
              .map(([local, domain]) => `${local}@${domain}`),
          },
        ),
        topic: fc.constantFrom(...CONTACT_TOPICS),
        message: fc.string({ minLength: 10, maxLength: 2000 }),
      }),
      async check({ uid, status }) {
        const [messages, bucket] = await Promise.all([
          db.collection(COLLECTIONS.contactMessages).where('uid', '==', uid).count().get(),
          db
            .doc(rateLimitDoc(windowDocIds(RATE_LIMITS.submitContactMessage, `uid:${uid}`)[0]!))
            .get(),
        ]);
        if (status === 200) succeeded += 1;
        expect(messages.data().count).toBe(status === 200 ? 1 : 0);
        expect(bucket.exists).toBe(status === 200);
      },
    });
    expect(calls).toBeGreaterThanOrEqual(300);
    expect(succeeded).toBeGreaterThan(0);
    expect((await count(COLLECTIONS.contactMessages)) - messagesBefore).toBe(succeeded);
    expect((await count(COLLECTIONS.mail)) - mailBefore).toBeLessThanOrEqual(succeeded);
  });
});
