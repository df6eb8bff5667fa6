import fc from 'fast-check';
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, inject, it } from 'vitest';
import { FUNCTIONS } from '@camping/domain/callables';
import { CLIENT_ERROR_LIMITS } from '@camping/domain/errors/client-error';
import { clientErrorDocumentSchema } from '@camping/domain/firestore/documents';
import { COLLECTIONS, clientErrorDoc, rateLimitDoc } from '@camping/domain/firestore/paths';
import { RATE_LIMITS } from '../shared/limits.ts';
import { windowDocIds } from '../shared/rate-limit.ts';
import { callAs, newGuest } from '../testing/customers.ts';
import {
  clearRateLimits,
  emulatorClientsForThisFile,
  failureOf,
} from '../testing/emulator-clients.ts';
import { fuzzCallable } from '../testing/fuzz.ts';
import { hostilePayload, hostileString } from '../testing/hostile-input.ts';

const clients = emulatorClientsForThisFile();
const { db } = clients;
const report = clients.callable('reportClientError');

async function clearReports(): Promise<void> {
  const reports = await db.collection(COLLECTIONS.clientErrors).get();
  await Promise.all(reports.docs.map((doc) => doc.ref.delete()));
}

beforeEach(async () => {
  await Promise.all([clearReports(), clearRateLimits(db)]);
});

const stack = inject('stack');
const url = `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/reportClientError`;
const stored = async () => (await db.collection(COLLECTIONS.clientErrors).get()).size;

describe('reportClientError (Functions emulator + Firestore emulator)', () => {
  it('stores a guest report with a server timestamp', async () => {
    const before = Date.now();
    const { id } = await report({
      message: 'Cannot read properties of undefined (reading "name")',
      stack: 'TypeError: Cannot read properties of undefined\n    at Pricing (pricing.tsx:3:9)',
      path: '/pricing',
      userAgent: 'Mozilla/5.0 (test)',
    });
    const stored = (await db.doc(clientErrorDoc(id)).get()).data();
    expect(clientErrorDocumentSchema.safeParse(stored).error).toBeUndefined();
    const { createdAt, ...fields } = stored ?? {};
    expect(fields).toEqual({
      message: 'Cannot read properties of undefined (reading "name")',
      stack: 'TypeError: Cannot read properties of undefined\n    at Pricing (pricing.tsx:3:9)',
      path: '/pricing',
      userAgent: 'Mozilla/5.0 (test)',
      uid: null,
    });
    expect(createdAt).toBeInstanceOf(Timestamp);
    expect((createdAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('records who was signed in from the verified token, not from the payload', async () => {
    const auth = clients.auth;
    const { user } = await signInWithEmailAndPassword(auth, 'camper@example.com', 'camping-demo-1');
    try {
      const { id } = await report({ message: 'Boom', path: '/account', uid: 'someone-else' });
      const stored = (await db.doc(clientErrorDoc(id)).get()).data();
      expect(stored?.uid).toBe(user.uid);
      expect(stored).not.toHaveProperty('stack');
    } finally {
      await signOut(auth);
    }
  });

  it('cuts over-long text to size', async () => {
    const { id } = await report({
      message: 'x'.repeat(2_000),
      stack: 'y'.repeat(10_000),
      path: '/',
    });
    const stored = (await db.doc(clientErrorDoc(id)).get()).data();
    expect(stored?.message).toHaveLength(CLIENT_ERROR_LIMITS.message);
    expect(stored?.stack).toHaveLength(CLIENT_ERROR_LIMITS.stack);
  });

  it('answers invalid-argument with a message a person understands, and stores nothing', async () => {
    const failure = await failureOf(report({ message: '', path: 'pricing' }));
    expect(failure.code).toBe('functions/invalid-argument');
    expect(failure.message).toBe(
      'message: Describe the error in a message. path: Give the path of the page, like /pricing.',
    );
    expect((await db.collection(COLLECTIONS.clientErrors).get()).size).toBe(0);
  });

  it('refuses a body over 16 KB unread, with invalid-argument, and stores nothing', async () => {
    const error = await failureOf(
      report({ message: 'Boom', stack: 'y'.repeat(20_000), path: '/' }),
    );
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toBe('The report is too large.');
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: { message: 'Boom', path: '/', junk: 'z'.repeat(1_000_000) } }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await stored()).toBe(0);
  });

  it('takes at most 10 reports an hour from one caller, and stores nothing beyond', async () => {
    const guest = newGuest();
    const boom = (n: number) => ({ message: `Boom ${n}`, path: '/' });
    for (let n = 1; n <= 10; n += 1) {
      expect((await callAs(stack, 'reportClientError', boom(n), guest)).status).toBe(200);
    }
    const { status, error } = await callAs(stack, 'reportClientError', boom(11), guest);
    expect(status).toBe(429);
    expect(error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(error?.message).toMatch(
      /^Too many error reports from you\. Try again in (60|59) minutes\.$/,
    );
    expect(await stored()).toBe(10);
  });

  it('answers any generated payload with success or a 4xx, and writes nothing on a 4xx', async () => {
    let succeeded = 0;
    const { calls } = await fuzzCallable({
      stack,
      callable: 'reportClientError',
      payload: hostilePayload({
        message: fc.string({ minLength: 1, maxLength: 2_000 }),
        path: fc.webPath().map((path) => `/${path.replace(/^\/+/, '')}`),
        stack: fc.oneof(fc.string({ maxLength: 9_000 }), hostileString),
        userAgent: fc.string({ maxLength: 600 }),
      }),
      async check({ uid, status }) {
        const [reports, bucket] = await Promise.all([
          db.collection(COLLECTIONS.clientErrors).where('uid', '==', uid).count().get(),
          db.doc(rateLimitDoc(windowDocIds(RATE_LIMITS.reportClientError, `uid:${uid}`)[0]!)).get(),
        ]);
        if (status === 200) succeeded += 1;
        expect(reports.data().count).toBe(status === 200 ? 1 : 0);
        expect(bucket.exists).toBe(status === 200);
      },
    });
    expect(calls).toBeGreaterThanOrEqual(300);
    expect(succeeded).toBeGreaterThan(0);
    expect(await stored()).toBe(succeeded);
  });
});
