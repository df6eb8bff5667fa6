import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import {
  auditEntryDocumentSchema,
  availabilitySettingsDocumentSchema,
} from '@camping/domain/firestore/documents';
import {
  addOnDoc,
  AVAILABILITY_SETTINGS_DOC,
  COLLECTIONS,
  contactMessageDoc,
  locationDoc,
  packageDoc,
  PRICING_SETTINGS_DOC,
} from '@camping/domain/firestore/paths';
import { holdStayAs } from '../testing/bookings.ts';
import { callAs, createCustomer, plainArrival, type TestCustomer } from '../testing/customers.ts';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { keepDocuments } from '../testing/kept-documents.ts';

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();

/** Ids of this run's own catalogue, so the demo catalogue other files book stays untouched. */
const suffix = Date.now().toString(36);
const PACKAGE = `staff-pack-${suffix}`;
const KITS_PACKAGE = `staff-kits-${suffix}`;
const CAMPGROUND = `staff-camp-${suffix}`;
// The browser tests run on the same stack afterwards: its public pages must list only the demo
// catalogue again (this campground's picture does not exist).
keepDocuments(db, [
  AVAILABILITY_SETTINGS_DOC,
  PRICING_SETTINGS_DOC,
  packageDoc(PACKAGE),
  packageDoc(KITS_PACKAGE),
  locationDoc(CAMPGROUND),
]);

const newPackage = (id: string, name = 'Staff Test Package') => ({
  id,
  name,
  summary: 'A tent for the staff tests.',
  description: 'Created by a staff member in a test.',
  sleeps: 4,
  nightlyRateCents: 20_000,
  includes: ['Tent'],
  sortOrder: 50,
});

const newCampground = (packageIds: string[], archived = false) => ({
  id: CAMPGROUND,
  name: 'Staff Test Campground',
  region: 'Hawkesbury',
  summary: 'A campground staff created in a test.',
  description: 'On the river, for testing.',
  driveMinutes: 70,
  coordinates: { lat: -33.5, lng: 151 },
  facilities: ['Toilets'],
  packageIds,
  closures: [],
  image: { src: '/images/test.webp', alt: 'A test campground' },
  archived,
});

let staff: TestCustomer;
let customer: TestCustomer;
const save = (data: unknown) => callAs(stack, 'staffSaveCatalogueEntry', data, staff);
const setKits = (kitCount: number, packageId = PACKAGE) =>
  callAs(stack, 'staffSetKitCount', { packageId, kitCount }, staff);

async function auditedActions(target: string): Promise<string[]> {
  const entries = await db.collection(COLLECTIONS.auditLog).where('target', '==', target).get();
  return entries.docs.map((doc) => auditEntryDocumentSchema.parse(doc.data()).action);
}

/** Two stays overlapping on their middle night, at this run's campground: 2 kits on that night. */
const first = plainArrival(today, 147, 4);
const stays = [
  { arrival: first, departure: addDays(first, 2) },
  { arrival: addDays(first, 1), departure: addDays(first, 3) },
];
const bookingIds: string[] = [];

beforeAll(async () => {
  [staff, customer] = await Promise.all([
    createCustomer(stack, adminAuth, 'catalogue-staff', { admin: true }),
    createCustomer(stack, adminAuth, 'catalogue-customer'),
  ]);
  expect((await save({ kind: 'package', isNew: true, entry: newPackage(PACKAGE) })).status).toBe(
    200,
  );
  expect(
    (await save({ kind: 'location', isNew: true, entry: newCampground([PACKAGE]) })).status,
  ).toBe(200);
  expect((await setKits(2)).status).toBe(200);
  for (const stay of stays) {
    const { bookingId } = await holdStayAs(stack, customer, {
      locationId: CAMPGROUND,
      packageId: PACKAGE,
      ...stay,
    });
    bookingIds.push(bookingId);
  }
});

describe('staffSaveCatalogueEntry', () => {
  it('creates a package with no kits, and keeps its kits when it is replaced', async () => {
    const id = KITS_PACKAGE;
    expect((await save({ kind: 'package', isNew: true, entry: newPackage(id) })).status).toBe(200);
    expect((await db.doc(packageDoc(id)).get()).get('kitCount')).toBe(0);
    expect((await setKits(5, id)).status).toBe(200);
    const renamed = await save({ kind: 'package', isNew: false, entry: newPackage(id, 'Renamed') });
    expect(renamed.result).toEqual({ saved: true });
    expect((await db.doc(packageDoc(id)).get()).data()).toMatchObject({
      name: 'Renamed',
      kitCount: 5,
    });
    expect((await auditedActions(packageDoc(id))).sort()).toEqual([
      'staffSaveCatalogueEntry.create',
      'staffSaveCatalogueEntry.replace',
      'staffSetKitCount',
    ]);
  });

  it('refuses an id that is taken, replacing what does not exist, and packages that do not exist', async () => {
    expect(
      (await save({ kind: 'package', isNew: true, entry: newPackage('essentials') })).error,
    ).toEqual({
      status: 'ALREADY_EXISTS',
      message: 'There is already a package with the id "essentials". Choose another id.',
    });
    const missing = `staff-missing-${suffix}`;
    expect(
      (
        await save({
          kind: 'addOn',
          isNew: false,
          entry: {
            id: missing,
            name: 'Ghost',
            description: 'None.',
            priceCents: 100,
            per: 'stay',
            maxQuantity: 1,
          },
        })
      ).error,
    ).toEqual({ status: 'NOT_FOUND', message: `There is no add-on with the id "${missing}".` });
    const unknown = {
      kind: 'location',
      isNew: false,
      entry: newCampground([PACKAGE, 'no-such-a', 'no-such-b']),
    };
    expect((await save(unknown)).error).toEqual({
      status: 'INVALID_ARGUMENT',
      message: 'There are no packages with the ids "no-such-a" and "no-such-b".',
    });
    expect((await db.doc(packageDoc('essentials')).get()).get('name')).toBe('Essentials');
    expect((await db.doc(addOnDoc(missing)).get()).exists).toBe(false);
    expect((await db.doc(locationDoc(CAMPGROUND)).get()).get('packageIds')).toEqual([PACKAGE]);
  });
});

describe('capacity below what bookings hold', () => {
  it('refuses fewer kits than bookings hold on a night, naming the nights', async () => {
    const audited = await auditedActions(packageDoc(PACKAGE));
    const one = await setKits(1);
    expect(one.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: `Bookings already hold 2 kits on the night of ${formatLongDate(addDays(first, 1))}: more than the 1 you chose. Keep at least 2 kits, or move those bookings first.`,
      details: { reason: 'capacity', dates: [addDays(first, 1)] },
    });
    const none = await setKits(0);
    expect(none.error?.message).toBe(
      `Bookings already hold up to 2 kits on the nights of ${formatLongDate(first)}, ${formatLongDate(addDays(first, 1))} and ${formatLongDate(addDays(first, 2))}: more than the 0 you chose. Keep at least 2 kits, or move those bookings first.`,
    );
    expect((await db.doc(packageDoc(PACKAGE)).get()).get('kitCount')).toBe(2);
    expect(await auditedActions(packageDoc(PACKAGE))).toEqual(audited);
    expect((await setKits(3)).status).toBe(200);
  });

  it('refuses fewer crew set-ups or pack-downs a day than bookings hold, naming the days', async () => {
    const stored = availabilitySettingsDocumentSchema.parse(
      (await db.doc(AVAILABILITY_SETTINGS_DOC).get()).data(),
    );
    const settings = {
      minStayNights: 2,
      crewSetUpsPerDay: 4,
      crewPackDownsPerDay: 4,
      ...stored,
    };
    const before = await db.doc(AVAILABILITY_SETTINGS_DOC).get();
    const setUps = await callAs<never>(
      stack,
      'staffSaveAvailability',
      { ...settings, crewSetUpsPerDay: 0 },
      staff,
    );
    expect(setUps.error?.status).toBe('FAILED_PRECONDITION');
    expect(setUps.error?.message).toMatch(
      /^Bookings already hold (up to )?\d+ set-ups? on .+: more than the 0 you chose\. Keep at least \d+ set-ups? a day, or move those bookings first\.$/,
    );
    expect((setUps.error?.details as { dates: string[] }).dates).toEqual(
      expect.arrayContaining(stays.map((stay) => stay.arrival)),
    );
    const packDowns = await callAs<never>(
      stack,
      'staffSaveAvailability',
      { ...settings, crewPackDownsPerDay: 0 },
      staff,
    );
    expect(packDowns.error?.message).toMatch(/^Bookings already hold (up to )?\d+ pack-downs? on /);
    expect((packDowns.error?.details as { dates: string[] }).dates).toEqual(
      expect.arrayContaining(stays.map((stay) => stay.departure)),
    );
    const after = await db.doc(AVAILABILITY_SETTINGS_DOC).get();
    expect(after.updateTime?.isEqual(before.updateTime!)).toBe(true);

    const blackout = { from: addDays(first, 30), to: addDays(first, 31), reason: 'Crew training' };
    const saved = await callAs(
      stack,
      'staffSaveAvailability',
      { ...settings, blackouts: [...settings.blackouts, blackout] },
      staff,
    );
    expect(saved.result).toEqual({ saved: true });
    expect((await db.doc(AVAILABILITY_SETTINGS_DOC).get()).data()).toEqual({
      ...settings,
      blackouts: [...settings.blackouts, blackout],
    });
  });
});

describe('staffSavePricing', () => {
  it('replaces the pricing settings, peak periods included, and records before and after', async () => {
    const stored = (await db.doc(PRICING_SETTINGS_DOC).get()).data()!;
    const peak = {
      name: 'Staff test week',
      from: '08-01',
      to: '08-07',
      adjustment: { type: 'surcharge', surchargeCents: 1_000 },
    };
    const pricing = { ...stored, peakPeriods: [...stored.peakPeriods, peak] };
    expect((await callAs(stack, 'staffSavePricing', pricing, staff)).result).toEqual({
      saved: true,
    });
    expect((await db.doc(PRICING_SETTINGS_DOC).get()).data()).toEqual(pricing);
    const entries = await db
      .collection(COLLECTIONS.auditLog)
      .where('target', '==', PRICING_SETTINGS_DOC)
      .where('by', '==', staff.uid)
      .get();
    expect(entries.docs.map((doc) => auditEntryDocumentSchema.parse(doc.data()))).toEqual([
      expect.objectContaining({ action: 'staffSavePricing', before: stored, after: pricing }),
    ]);
  });
});

describe('archived campgrounds', () => {
  const choice = () => ({
    locationId: CAMPGROUND,
    packageId: PACKAGE,
    addOns: [],
    guests: 2,
    arrival: addDays(first, 10),
    departure: addDays(first, 12),
  });
  const gone = {
    status: 'NOT_FOUND',
    message: `There is no campground with the id "${CAMPGROUND}".`,
  };

  it('take no new bookings, while the bookings made there keep working', async () => {
    expect((await callAs(stack, 'quoteBooking', choice())).status).toBe(200);
    const archived = { kind: 'location', isNew: false, entry: newCampground([PACKAGE], true) };
    expect((await save(archived)).status).toBe(200);

    expect((await callAs(stack, 'quoteBooking', choice())).error).toEqual(gone);
    const checkout = {
      ...choice(),
      phone: '0412 345 678',
      termsAccepted: true,
      idempotencyKey: randomUUID(),
      // What the page showed before the campground was archived: refused before any price is compared.
      expectedTotalCents: 50_000,
    };
    expect((await callAs(stack, 'startCheckout', checkout, customer)).error).toEqual(gone);
    const window = { packageId: PACKAGE, from: first, to: addDays(first, 5) };
    expect(
      (await callAs(stack, 'getUnavailableDates', { ...window, locationId: CAMPGROUND })).error,
    ).toEqual(gone);
    expect((await callAs(stack, 'getUnavailableDates', window)).status).toBe(200);

    const [mine, other] = bookingIds;
    expect((await callAs(stack, 'cancelBooking', { bookingId: mine }, customer)).result).toEqual({
      bookingId: mine,
      refundCents: 0,
    });
    const cancelled = await callAs(
      stack,
      'staffUpdateBooking',
      { bookingId: other, action: 'release', reason: 'The campground has closed for good.' },
      staff,
    );
    expect(cancelled.result).toEqual({ bookingId: other, status: 'cancelled', refundCents: 0 });

    const listed = { kind: 'location', isNew: false, entry: newCampground([PACKAGE], false) };
    expect((await save(listed)).status).toBe(200);
    expect((await callAs(stack, 'quoteBooking', choice())).status).toBe(200);
  });
});

describe('staffMarkMessage', () => {
  it('marks a contact message read and unread, and refuses one that does not exist', async () => {
    const messageId = `mark-${suffix}`;
    const message = {
      name: 'Casey',
      email: 'casey@example.com',
      message: 'Can we bring a dog?',
      uid: null,
      createdAt: FieldValue.serverTimestamp(),
    };
    await db.doc(contactMessageDoc(messageId)).set(message);
    const mark = (read: boolean, id = messageId) =>
      callAs(stack, 'staffMarkMessage', { messageId: id, read }, staff);
    expect((await mark(true)).result).toEqual({ saved: true });
    expect((await db.doc(contactMessageDoc(messageId)).get()).get('read')).toBe(true);
    expect((await mark(false)).status).toBe(200);
    const stored = (await db.doc(contactMessageDoc(messageId)).get()).data()!;
    expect(stored).toMatchObject({ read: false, message: 'Can we bring a dog?' });
    expect(await auditedActions(contactMessageDoc(messageId))).toEqual([
      'staffMarkMessage',
      'staffMarkMessage',
    ]);
    expect((await mark(true, 'no-such-message')).error).toEqual({
      status: 'NOT_FOUND',
      message: 'There is no message with that reference.',
    });
  });
});
