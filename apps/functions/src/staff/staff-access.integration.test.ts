import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import type { CallableName } from '@camping/domain/callables';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import {
  addOnDoc,
  AVAILABILITY_SETTINGS_DOC,
  bookingDoc,
  COLLECTIONS,
  contactMessageDoc,
  packageDoc,
  PRICING_SETTINGS_DOC,
} from '@camping/domain/firestore/paths';
import { STAFF_ONLY } from '../shared/staff-access.ts';
import { holdStayAs } from '../testing/bookings.ts';
import { callAs, createCustomer, plainArrival, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile, unsignedIdToken } from '../testing/emulator-clients.ts';
import { keepDocuments } from '../testing/kept-documents.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();
keepDocuments(db, [AVAILABILITY_SETTINGS_DOC, PRICING_SETTINGS_DOC, packageDoc('essentials')]);

let staff: TestCustomer;
let customer: TestCustomer;
/** Had the claim when they logged in; it was revoked since, and their token still says admin. */
let revoked: TestCustomer;
/** A customer's uid in a token that claims admin, which only the user record contradicts. */
let forged: TestCustomer;
const messageId = `access-${Date.now()}`;

/** Per staff callable: a payload an admin's call succeeds with, and the document it changes. */
const calls = {} as Record<
  Extract<CallableName, `staff${string}`>,
  { payload: unknown; target: string }
>;

beforeAll(async () => {
  [staff, customer, revoked] = await Promise.all([
    createCustomer(stack, adminAuth, 'staff', { admin: true }),
    createCustomer(stack, adminAuth, 'customer'),
    createCustomer(stack, adminAuth, 'revoked', { admin: true }),
  ]);
  await adminAuth.setCustomUserClaims(revoked.uid, null);
  forged = {
    ...customer,
    idToken: unsignedIdToken(stack.projectId, customer.uid, {
      email: customer.email,
      custom: { admin: true },
    }),
  };
  await db.doc(contactMessageDoc(messageId)).set({
    name: 'Casey',
    email: 'casey@example.com',
    message: 'Do you deliver to Jervis Bay?',
    uid: null,
    createdAt: FieldValue.serverTimestamp(),
  });
  const arrival = plainArrival(today, 300);
  const { bookingId } = await holdStayAs(stack, customer, {
    locationId: 'lane-cove-river',
    packageId: 'essentials',
    arrival,
    departure: addDays(arrival, 2),
  });
  const [availability, pricing, essentials, firewood] = await db.getAll(
    db.doc(AVAILABILITY_SETTINGS_DOC),
    db.doc(PRICING_SETTINGS_DOC),
    db.doc(packageDoc('essentials')),
    db.doc(addOnDoc('firewood')),
  );
  Object.assign(calls, {
    staffUpdateBooking: {
      payload: { bookingId, action: 'release', reason: 'Checking who may do this.' },
      target: bookingDoc(bookingId),
    },
    staffSaveAvailability: {
      payload: {
        minStayNights: BOOKING_RULES.minStayNights,
        crewSetUpsPerDay: BOOKING_RULES.crewSetUpsPerDay,
        crewPackDownsPerDay: BOOKING_RULES.crewPackDownsPerDay,
        ...availability!.data(),
      },
      target: AVAILABILITY_SETTINGS_DOC,
    },
    staffSavePricing: { payload: pricing!.data(), target: PRICING_SETTINGS_DOC },
    staffSetKitCount: {
      payload: { packageId: 'essentials', kitCount: essentials!.get('kitCount') },
      target: packageDoc('essentials'),
    },
    staffSaveCatalogueEntry: {
      payload: { kind: 'addOn', isNew: false, entry: { id: 'firewood', ...firewood!.data() } },
      target: addOnDoc('firewood'),
    },
    staffMarkMessage: { payload: { messageId, read: true }, target: contactMessageDoc(messageId) },
  });
});

async function auditCount(): Promise<number> {
  return (await db.collection(COLLECTIONS.auditLog).count().get()).data().count;
}

const CALLABLES = [
  'staffUpdateBooking',
  'staffSaveAvailability',
  'staffSavePricing',
  'staffSetKitCount',
  'staffSaveCatalogueEntry',
  'staffMarkMessage',
] as const;

describe('the staff callables refuse everyone but staff (Functions + Auth + Firestore emulators)', () => {
  it.each(CALLABLES)(
    '%s refuses a guest, a customer and a revoked or forged claim, writing nothing',
    async (name) => {
      const { payload, target } = calls[name];
      const before = await db.doc(target).get();
      const audited = await auditCount();
      // The payload is not even read: a bad one gets the same answers.
      for (const data of [payload, { nonsense: true }]) {
        expect((await callAs(stack, name, data)).error).toEqual({
          status: 'UNAUTHENTICATED',
          message: STAFF_ONLY.guest,
        });
        for (const caller of [customer, revoked, forged]) {
          const answer = await callAs(stack, name, data, caller);
          expect(answer.status).toBe(403);
          expect(answer.error).toEqual({
            status: 'PERMISSION_DENIED',
            message: STAFF_ONLY.notStaff,
          });
        }
      }
      const after = await db.doc(target).get();
      expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);
      expect(await auditCount()).toBe(audited);
    },
  );

  // The staff callables added since, whose own files test what they do for staff.
  it.each([
    'staffModerateReview',
    'staffResendMail',
    'staffQuoteDateChange',
    'staffChangeBookingDates',
    'staffPreviewClosure',
    'staffCloseCampgrounds',
    'staffChooseClosureOption',
    'staffLiftClosure',
    'staffFindVouchers',
    'staffResendVoucher',
    'staffVoidVoucher',
  ] as const)('%s refuses a guest, a customer and a revoked or forged claim too', async (name) => {
    const audited = await auditCount();
    const closures = (await db.collection(COLLECTIONS.closures).count().get()).data().count;
    const data = {
      bookingId: 'someone-elses',
      mailId: 'someone-elses',
      decision: 'publish',
      closureId: 'someone-elses',
      locationIds: ['lane-cove-river'],
      firstNight: addDays(today, 100),
      lastNight: addDays(today, 101),
      reason: 'Checking who may do this.',
      choice: { kind: 'refund' },
      idempotencyKey: '0b6f5d3c-3f3a-4c7e-9a59-1f2d7c1c9a10',
    };
    expect((await callAs(stack, name, data)).error).toEqual({
      status: 'UNAUTHENTICATED',
      message: STAFF_ONLY.guest,
    });
    for (const caller of [customer, revoked, forged]) {
      expect((await callAs(stack, name, data, caller)).error).toEqual({
        status: 'PERMISSION_DENIED',
        message: STAFF_ONLY.notStaff,
      });
    }
    expect(await auditCount()).toBe(audited);
    expect((await db.collection(COLLECTIONS.closures).count().get()).data().count).toBe(closures);
  });

  it('the revoked token still says admin: only the user record refuses it', () => {
    const claims = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { admin?: boolean };
    expect(claims(revoked.idToken).admin).toBe(true);
    expect(claims(forged.idToken).admin).toBe(true);
  });

  it.each(CALLABLES)('%s lets staff in, and records what they did', async (name) => {
    const { payload, target } = calls[name];
    const audited = await auditCount();
    const answer = await callAs(stack, name, payload, staff);
    expect(answer.error).toBeUndefined();
    expect(answer.status).toBe(200);
    expect(await auditCount()).toBe(audited + 1);
    const entries = await db
      .collection(COLLECTIONS.auditLog)
      .where('target', '==', target)
      .where('by', '==', staff.uid)
      .get();
    expect(entries.docs.map((doc) => doc.get('action') as string)).toEqual([
      expect.stringMatching(new RegExp(`^${name}`)),
    ]);
  });
});
