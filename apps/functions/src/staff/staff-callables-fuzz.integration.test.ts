import fc from 'fast-check';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CALLABLES } from '@camping/domain/callables';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import { COLLECTIONS } from '@camping/domain/firestore/paths';
import {
  STAFF_BOOKING_ACTION_NAMES,
  type StaffCatalogueEntry,
} from '@camping/domain/staff/staff-requests';
import { emulatorClientsForThisFile } from '../testing/emulator-clients.ts';
import { fuzzCallable, type FuzzOutcome } from '../testing/fuzz.ts';
import { hostileDate, hostilePayload } from '../testing/hostile-input.ts';

// Every staff callable under hostile input, as a staff member sends it (past the role check, so the
// payload is what is tested): each answer is invalid-argument, or another 4xx for a well-formed
// request the handler then refuses (an unknown booking, an id already taken), and nothing is written.

const stack = inject('stack');
const { db, adminAuth } = emulatorClientsForThisFile();
const today = todayInSydney();
const run = Date.now().toString(36);

/**
 * Staff members of a callable's own, whom its calls take in turn: none of them reaches its rate
 * limit's burst (only well-formed calls count, at most half of them), so the refusals tested are
 * the handler's, not the limit's.
 */
const staffFor = (callable: string) =>
  Array.from({ length: 6 }, (_, n) => ({
    uid: `fuzz-staff-${run}-${callable}-${n}`,
    claims: { admin: true },
  }));

const LONG_TYPES = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/** The payload as the callable protocol hands it to the function (`{"@type": Int64Value}` read as a number). */
function decoded(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(decoded);
  const record = value as Record<string, unknown>;
  if (typeof record['@type'] === 'string' && LONG_TYPES.has(record['@type'])) {
    return Number.parseFloat(String(record.value));
  }
  return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decoded(item)]));
}

function payloadOf(body: string): { data: unknown } | null {
  try {
    const parsed = JSON.parse(body) as unknown;
    return parsed && typeof parsed === 'object' && 'data' in parsed
      ? { data: decoded(parsed.data) }
      : null;
  } catch {
    return null;
  }
}

/** Every document a staff callable could change, with when it last changed. */
async function changeableDocuments(): Promise<Map<string, number>> {
  const collections = [
    COLLECTIONS.settings,
    COLLECTIONS.packages,
    COLLECTIONS.locations,
    COLLECTIONS.addOns,
    COLLECTIONS.bookings,
    COLLECTIONS.contactMessages,
    COLLECTIONS.mail,
    COLLECTIONS.payments,
    COLLECTIONS.reviews,
    COLLECTIONS.reviewSummaries,
    COLLECTIONS.closures,
    COLLECTIONS.vouchers,
    COLLECTIONS.promoCodes,
  ];
  const snaps = await Promise.all(collections.map((name) => db.collection(name).get()));
  return new Map(
    snaps.flatMap((snap) => snap.docs.map((doc) => [doc.ref.path, doc.updateTime.toMillis()])),
  );
}

const auditCount = async () =>
  (await db.collection(COLLECTIONS.auditLog).count().get()).data().count;

const slugish = fc.oneof(
  fc.constantFrom('essentials', 'firewood', 'bouddi-putty-beach', 'no-such-entry'),
  fc.string({ maxLength: 70 }),
);
const day = fc.oneof(
  fc.integer({ min: -10, max: 800 }).map((offset) => addDays(today, offset)),
  hostileDate,
);
const range = fc.record({ from: day, to: day }, { requiredKeys: [] });
const count = (max: number) => fc.integer({ min: -3, max: max + 3 });
const text = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.string({ maxLength: 5000 }));

const catalogueFields: Record<
  StaffCatalogueEntry['kind'],
  Record<string, fc.Arbitrary<unknown>>
> = {
  location: {
    id: slugish,
    name: text,
    region: text,
    summary: text,
    description: text,
    driveMinutes: count(130),
    coordinates: fc.record({ lat: count(90), lng: count(180) }),
    facilities: fc.array(text, { maxLength: 3 }),
    packageIds: fc.array(fc.constantFrom('essentials', 'no-such-package'), { maxLength: 3 }),
    closures: fc.array(range, { maxLength: 2 }),
    image: fc.record({ src: text, alt: text }),
    archived: fc.boolean(),
  },
  package: {
    id: slugish,
    name: text,
    summary: text,
    description: text,
    sleeps: count(50),
    nightlyRateCents: count(100_000),
    includes: fc.array(text, { maxLength: 3 }),
    sortOrder: count(1000),
  },
  addOn: {
    id: slugish,
    name: text,
    description: text,
    priceCents: count(10_000),
    per: fc.constantFrom('stay', 'night', 'week'),
    maxQuantity: count(99),
  },
};

/** The one id of each kind the generators use that exists: creating it is refused. */
const EXISTING = { location: 'bouddi-putty-beach', package: 'essentials', addOn: 'firewood' };

const monthDay = fc.oneof(
  fc.constantFrom('12-20', '01-31', '02-29', '02-30', '13-01', '1-1'),
  fc.string({ maxLength: 6 }),
);

/** A change of dates to a booking that is not there: well-formed ones are refused as not found. */
const dateChange = {
  bookingId: fc.oneof(fc.constant('no-such-booking'), fc.string({ maxLength: 70 })),
  locationId: fc.oneof(fc.constantFrom('lane-cove-river', 'no-such-campground'), fc.string()),
  packageId: fc.oneof(fc.constantFrom('essentials', 'glamping-bell-tent'), fc.string()),
  addOns: fc.array(
    fc.record({ addOnId: fc.constantFrom('firewood', 'kayak', ''), quantity: count(5) }),
    { maxLength: 2 },
  ),
  guests: count(12),
  arrival: day,
  departure: day,
};

/** A promo code's settings; the one code that is not there is refused when edited. */
const promoFields = {
  code: fc.oneof(fc.constant('NOSUCHPROMO'), fc.string({ maxLength: 30 })),
  discount: fc.oneof(
    fc.record({ kind: fc.constant('percent'), percent: count(100) }),
    fc.record({ kind: fc.constant('amount'), cents: count(1_000_000) }),
    fc.record({ kind: fc.constantFrom('percent', 'free'), cents: count(100) }),
  ),
  bookFrom: day,
  bookTo: day,
  stayFrom: day,
  stayTo: day,
  minNights: count(28),
  totalUses: count(1_000_000),
  usesPerCustomer: count(100),
  active: fc.boolean(),
};

/** A closure of campgrounds, mostly of one that is not there (refused as not found, nothing written). */
const closureFields = {
  locationIds: fc.oneof(
    fc.constant(['bouddi-putty-beach', 'no-such-entry']),
    fc.array(slugish, { maxLength: 3 }),
  ),
  firstNight: day,
  lastNight: day,
  reason: text,
};

/** A closure choice: the three well-formed ones, and others. */
const closureChoice = fc.oneof(
  fc.record({ kind: fc.constant('move'), locationId: slugish, arrival: day }),
  fc.constantFrom({ kind: 'credit' }, { kind: 'refund' }, { kind: 'swap' }, {}),
  fc.anything(),
);

/** A voucher to resend or void that is not there: well-formed ones are refused as not found. */
const voucherAction = {
  code: fc.oneof(fc.constantFrom('zzzz-zzzz-zzzz-zzzz', 'ABCD-2345-EFGH-678', ''), fc.string()),
  orderId: fc.oneof(fc.constant('no-such-order'), fc.string({ maxLength: 70 })),
  reason: text,
};

/**
 * Per staff callable: its generated payloads, and which well-formed ones may be sent, because the
 * handler refuses them (the rest would be a staff member's real change, not a bad input).
 */
const FUZZED = {
  staffUpdateBooking: {
    fields: {
      bookingId: fc.oneof(fc.constant('no-such-booking'), fc.string({ maxLength: 70 })),
      action: fc.constantFrom(...STAFF_BOOKING_ACTION_NAMES, 'refund', 'CONFIRM'),
      reason: fc.string({ maxLength: 600 }),
    },
    refused: () => true,
  },
  staffQuoteDateChange: { fields: dateChange, refused: () => true },
  staffChangeBookingDates: {
    fields: {
      ...dateChange,
      expectedDifferenceCents: fc.oneof(count(100_000), fc.integer()),
      idempotencyKey: fc.oneof(fc.uuid(), fc.string({ maxLength: 40 })),
      reason: fc.string({ maxLength: 600 }),
    },
    refused: () => true,
  },
  staffSaveAvailability: {
    fields: {
      minNoticeDays: count(90),
      horizonDays: count(730),
      minStayNights: count(28),
      crewSetUpsPerDay: count(100),
      crewPackDownsPerDay: count(100),
      blackouts: fc.array(range, { maxLength: 3 }),
    },
    refused: () => false,
  },
  staffSavePricing: {
    fields: {
      deliveryTiers: fc.array(fc.record({ upToMinutes: count(150), feeCents: count(20_000) }), {
        maxLength: 3,
      }),
      peakPeriods: fc.array(
        fc.record({
          name: text,
          from: monthDay,
          to: monthDay,
          adjustment: fc.oneof(
            fc.record({ type: fc.constant('multiplier'), ratePercent: count(1000) }),
            fc.record({ type: fc.constant('surcharge'), surchargeCents: count(10_000) }),
          ),
        }),
        { maxLength: 2 },
      ),
      cancellationTiers: fc.array(
        fc.record({ daysBeforeArrival: count(30), refundPercent: count(100) }),
        { maxLength: 3 },
      ),
    },
    refused: () => false,
  },
  staffSetKitCount: {
    fields: {
      packageId: fc.oneof(fc.constantFrom('essentials', 'no-such-package'), fc.string()),
      kitCount: count(500),
    },
    refused: (data: { packageId: string }) => data.packageId !== EXISTING.package,
  },
  staffSaveCatalogueEntry: {
    payload: fc.oneof(
      ...(Object.keys(catalogueFields) as StaffCatalogueEntry['kind'][]).map((kind) =>
        hostilePayload({
          kind: fc.constant(kind),
          isNew: fc.boolean(),
          entry: hostilePayload(catalogueFields[kind]),
        }),
      ),
    ),
    refused: (data: StaffCatalogueEntry) =>
      data.isNew ? data.entry.id === EXISTING[data.kind] : data.entry.id === 'no-such-entry',
  },
  staffMarkMessage: {
    fields: {
      messageId: fc.oneof(fc.constant('no-such-message'), fc.string({ maxLength: 70 })),
      read: fc.boolean(),
    },
    refused: () => true,
  },
  staffResendMail: {
    fields: { mailId: fc.oneof(fc.constant('no-such-mail'), fc.string({ maxLength: 70 })) },
    refused: () => true,
  },
  staffModerateReview: {
    fields: {
      bookingId: fc.oneof(fc.constant('no-such-review'), fc.string({ maxLength: 70 })),
      decision: fc.constantFrom('publish', 'hide', 'delete', 'PUBLISH'),
    },
    refused: () => true,
  },
  // Only bad input: a well-formed preview is a read staff may make, so none is sent.
  staffPreviewClosure: { fields: closureFields, refused: () => false },
  staffCloseCampgrounds: {
    fields: { ...closureFields, idempotencyKey: fc.uuid() },
    refused: (data: { locationIds: string[]; lastNight: string }) =>
      data.locationIds.includes('no-such-entry') || data.lastNight < today,
  },
  staffChooseClosureOption: {
    fields: {
      bookingId: fc.oneof(fc.constant('no-such-booking'), fc.string({ maxLength: 70 })),
      choice: closureChoice,
      reason: text,
    },
    refused: () => true,
  },
  staffSavePromoCode: {
    payload: hostilePayload({ isNew: fc.constant(false), promo: hostilePayload(promoFields) }),
    refused: (data: { isNew: boolean; promo: { code: string } }) =>
      !data.isNew && data.promo.code === 'NOSUCHPROMO',
  },
  staffLiftClosure: {
    fields: {
      closureId: fc.oneof(fc.constant('no-such-closure'), fc.string({ maxLength: 70 })),
      reason: text,
    },
    refused: () => true,
  },
  // Only bad input: a well-formed search is a read staff may make, so none is sent.
  staffFindVouchers: {
    fields: {
      term: fc.oneof(fc.constantFrom('casey@', 'ABCD-2345-EFGH-6789', ' '), fc.string()),
      customerUid: slugish,
    },
    refused: () => false,
  },
  staffResendVoucher: { fields: voucherAction, refused: () => true },
  staffVoidVoucher: { fields: voucherAction, refused: () => true },
} satisfies Record<
  string,
  { refused: (data: never) => boolean } & (
    { fields: Record<string, fc.Arbitrary<unknown>> } | { payload: fc.Arbitrary<unknown> }
  )
>;

// Five callables at a time (Vitest's maxConcurrency), each with one call in flight: each then keeps
// one Functions worker busy instead of the two the gateway lets one function run (ADR 0015), and
// starts only that one (docs/decisions/0025-test-suite-time.md).
describe.concurrent(
  'staff callables under hostile input, as staff (fast-check, >= 300 calls each)',
  () => {
    beforeAll(async () => {
      // The server reads the account's claims: each staff member must exist with the claim.
      const { errors } = await adminAuth.importUsers(
        Object.keys(FUZZED).flatMap((name) =>
          staffFor(name).map(({ uid, claims }) => ({
            uid,
            email: `${uid}@example.com`,
            customClaims: claims,
          })),
        ),
      );
      expect(errors).toEqual([]);
    });

    for (const [name, fuzzed] of Object.entries(FUZZED) as [
      keyof typeof FUZZED,
      (typeof FUZZED)[keyof typeof FUZZED],
    ][]) {
      const schema = CALLABLES[name].request;
      const wellFormed = (data: unknown) => schema.safeParse(data);
      const generated = 'payload' in fuzzed ? fuzzed.payload : hostilePayload(fuzzed.fields);
      // Only bad inputs: a well-formed payload is sent only where the handler must refuse it.
      const payload = generated.filter((data) => {
        const parsed = wellFormed(decoded(data));
        return !parsed.success || (fuzzed.refused as (data: unknown) => boolean)(parsed.data);
      });

      it(`${name} answers invalid-argument (or a 4xx for a well-formed request it refuses) and writes nothing`, async ({
        expect,
      }) => {
        const documents = await changeableDocuments();
        const audited = await auditCount();
        let invalid = 0;
        const { calls } = await fuzzCallable({
          stack,
          callable: name,
          payload,
          callers: staffFor(name),
          concurrency: 1,
          async check({ body, status, error }: FuzzOutcome) {
            expect(status).not.toBe(200);
            const sent = payloadOf(body);
            if (!sent) {
              // Not even the protocol's JSON: the HTTP layer answers 400 before any function runs.
              expect(status).toBe(400);
            } else if (!wellFormed(sent.data).success) {
              expect(error?.status).toBe('INVALID_ARGUMENT');
              invalid += 1;
            } else {
              expect(error?.status).not.toBe('INVALID_ARGUMENT');
              // Only a well-formed call reaches the handler: one that audits names itself here. The
              // count after the run covers the others, without a Firestore query per refused call.
              expect(await auditCount()).toBe(audited);
            }
          },
        });
        expect(await auditCount()).toBe(audited);
        expect(calls).toBeGreaterThanOrEqual(300);
        expect(invalid).toBeGreaterThanOrEqual(calls / 2);
        expect(await changeableDocuments()).toEqual(documents);
      }, 300_000);
    }
  },
);
