import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, canTransition } from '../booking/booking.ts';
import {
  STAFF_BOOKING_ACTIONS,
  staffActionsFor,
  staffAvailabilitySchema,
  staffBookingActionSchema,
  staffCatalogueEntrySchema,
  staffKitCountSchema,
  staffMarkMessageSchema,
  staffPricingSchema,
} from './staff-requests.ts';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const campground = {
  id: 'new-campground',
  name: 'New Campground',
  region: 'Blue Mountains',
  summary: 'Camping under tall gums.',
  description: 'A quiet campground by a creek.',
  driveMinutes: 100,
  coordinates: { lat: -33.7, lng: 150.3 },
  facilities: ['Toilets'],
  packageIds: ['essentials'],
  closures: [],
  image: { src: '/images/new.webp', alt: 'Tents by a creek' },
  archived: false,
};

const campingPackage = {
  id: 'essentials',
  name: 'Essentials',
  summary: 'A tent, beds and a kitchen.',
  description: 'Everything to sleep and cook.',
  sleeps: 2,
  nightlyRateCents: 14_900,
  includes: ['Tent'],
  sortOrder: 1,
};

describe('staffActionsFor', () => {
  it('offers each status its actions: an unpaid hold is released, a paid booking refunded', () => {
    expect(
      Object.fromEntries(BOOKING_STATUSES.map((status) => [status, staffActionsFor(status)])),
    ).toEqual({
      pending_payment: ['release'],
      expired: [],
      requested: ['confirm', 'decline', 'cancel'],
      confirmed: ['cancel', 'complete'],
      declined: [],
      completed: [],
      cancelled: [],
      // A closure's choice is made through staffChooseClosureOption, not a booking action.
      awaiting_choice: [],
      credited: [],
    });
  });

  it('offers only moves BOOKING_TRANSITIONS allows', () => {
    for (const { from, to } of Object.values(STAFF_BOOKING_ACTIONS)) {
      for (const status of from) expect(canTransition(status, to), `${status} -> ${to}`).toBe(true);
    }
  });
});

describe('staffBookingActionSchema', () => {
  it('takes each action, the reason trimmed and empty when not given', () => {
    expect(staffBookingActionSchema.parse({ bookingId: 'b1', action: 'confirm' })).toEqual({
      bookingId: 'b1',
      action: 'confirm',
      reason: '',
    });
    expect(
      staffBookingActionSchema.parse({ bookingId: 'b1', action: 'decline', reason: '  Flooded  ' })
        .reason,
    ).toBe('Flooded');
  });

  it('asks for a reason wherever the customer loses their booking', () => {
    for (const [action, { reasonRequired, to }] of Object.entries(STAFF_BOOKING_ACTIONS)) {
      expect(reasonRequired).toBe(to === 'declined' || to === 'cancelled');
      const result = staffBookingActionSchema.safeParse({ bookingId: 'b1', action, reason: '   ' });
      expect(result.success).toBe(!reasonRequired);
      if (reasonRequired) {
        expect(messagesOf(result)).toEqual(['Give the customer a reason: it is e-mailed to them.']);
      }
    }
  });

  it('refuses an unknown action, a broken reason, a long reason and extra fields', () => {
    expect(
      messagesOf(staffBookingActionSchema.safeParse({ bookingId: 'b1', action: 'refund' })),
    ).toEqual(['Choose confirm, decline, cancel, release or complete.']);
    for (const bad of [
      { bookingId: 'b1', action: 'cancel', reason: `x${String.fromCharCode(0xd800)}` },
      { bookingId: 'b1', action: 'cancel', reason: 'x'.repeat(501) },
      { bookingId: 'b1', action: 'confirm', status: 'confirmed' },
      { bookingId: '../b1', action: 'confirm' },
    ]) {
      expect(staffBookingActionSchema.safeParse(bad).success).toBe(false);
    }
  });
});

describe('staffAvailabilitySchema', () => {
  const settings = {
    minNoticeDays: 3,
    horizonDays: 365,
    minStayNights: 2,
    crewSetUpsPerDay: 4,
    crewPackDownsPerDay: 4,
    blackouts: [{ from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' }],
  };

  it('takes the whole settings document', () => {
    expect(staffAvailabilitySchema.parse(settings)).toEqual(settings);
  });

  it('refuses negative or fractional counts, a horizon of 0 and a field left out', () => {
    expect(
      messagesOf(staffAvailabilitySchema.safeParse({ ...settings, crewSetUpsPerDay: -1 })),
    ).toEqual(['Set-ups per day cannot be negative.']);
    expect(
      messagesOf(staffAvailabilitySchema.safeParse({ ...settings, crewPackDownsPerDay: 1.5 })),
    ).toEqual(['Enter pack-downs per day as a whole number.']);
    expect(messagesOf(staffAvailabilitySchema.safeParse({ ...settings, horizonDays: 0 }))).toEqual([
      'The booking horizon must be at least 1 day.',
    ]);
    expect(staffAvailabilitySchema.safeParse({ ...settings, blackouts: undefined }).success).toBe(
      false,
    );
  });

  it('refuses a blackout that ends before it starts, and too many of them', () => {
    const backwards = { ...settings, blackouts: [{ from: '2026-12-26', to: '2026-12-24' }] };
    expect(messagesOf(staffAvailabilitySchema.safeParse(backwards))).toEqual([
      'The end date must not be before the start date.',
    ]);
    const many = Array.from({ length: 101 }, () => ({ from: '2026-12-24', to: '2026-12-24' }));
    expect(messagesOf(staffAvailabilitySchema.safeParse({ ...settings, blackouts: many }))).toEqual(
      ['List at most 100 blackout periods.'],
    );
  });
});

describe('staffPricingSchema', () => {
  const pricing = {
    deliveryTiers: [{ upToMinutes: 120, feeCents: 7_900 }],
    peakPeriods: [
      {
        name: 'Summer',
        from: '12-19',
        to: '01-27',
        adjustment: { type: 'multiplier', ratePercent: 125 },
      },
    ],
    cancellationTiers: [{ daysBeforeArrival: 0, refundPercent: 0 }],
  };

  it('takes the pricing document with its peak periods', () => {
    expect(staffPricingSchema.parse(pricing)).toEqual(pricing);
  });

  it('keeps the pricing rules and bounds the lists', () => {
    const tiers = Array.from({ length: 51 }, (_, i) => ({ upToMinutes: 100 + i, feeCents: 0 }));
    expect(messagesOf(staffPricingSchema.safeParse({ ...pricing, deliveryTiers: tiers }))).toEqual([
      'List at most 50 delivery fees.',
    ]);
    expect(
      messagesOf(
        staffPricingSchema.safeParse({
          ...pricing,
          cancellationTiers: [{ daysBeforeArrival: 7, refundPercent: 50 }],
        }),
      ),
    ).toEqual([
      'The last cancellation rule must cover cancellations on the day of arrival (0 days).',
    ]);
    expect(staffPricingSchema.safeParse({ ...pricing, currency: 'USD' }).success).toBe(false);
  });
});

describe('staffKitCountSchema', () => {
  it('takes a whole number of kits from 0 to 500 for a package id', () => {
    expect(staffKitCountSchema.parse({ packageId: 'essentials', kitCount: 0 }).kitCount).toBe(0);
    expect(
      messagesOf(staffKitCountSchema.safeParse({ packageId: 'essentials', kitCount: 501 })),
    ).toEqual(['Keep the number of kits to 500 or fewer.']);
    expect(
      messagesOf(staffKitCountSchema.safeParse({ packageId: 'essentials', kitCount: -1 })),
    ).toEqual(['The number of kits cannot be negative.']);
    expect(staffKitCountSchema.safeParse({ packageId: 'Essentials!', kitCount: 1 }).success).toBe(
      false,
    );
  });
});

describe('staffCatalogueEntrySchema', () => {
  it('takes a campground, a package and an add-on, new or replacing', () => {
    expect(
      staffCatalogueEntrySchema.parse({ kind: 'location', isNew: true, entry: campground }).entry,
    ).toEqual(campground);
    expect(
      staffCatalogueEntrySchema.parse({ kind: 'package', isNew: false, entry: campingPackage })
        .kind,
    ).toBe('package');
    const addOn = {
      id: 'firewood',
      name: 'Firewood',
      description: 'A bundle of dry firewood.',
      priceCents: 2_500,
      per: 'stay',
      maxQuantity: 3,
    };
    expect(
      staffCatalogueEntrySchema.parse({ kind: 'addOn', isNew: true, entry: addOn }).entry,
    ).toEqual(addOn);
  });

  it("does not set a package's kits: they are capacity, saved apart", () => {
    const result = staffCatalogueEntrySchema.safeParse({
      kind: 'package',
      isNew: true,
      entry: { ...campingPackage, kitCount: 10 },
    });
    expect(result.success).toBe(false);
  });

  it('refuses text left empty, a campground without its archived flag, and an entry of another kind', () => {
    const empty = { kind: 'location', isNew: true, entry: { ...campground, name: '   ' } };
    expect(messagesOf(staffCatalogueEntrySchema.safeParse(empty))).toEqual(['Fill this in.']);
    const unflagged = { ...campground, archived: undefined };
    expect(
      staffCatalogueEntrySchema.safeParse({ kind: 'location', isNew: true, entry: unflagged })
        .success,
    ).toBe(false);
    expect(
      staffCatalogueEntrySchema.safeParse({ kind: 'package', isNew: true, entry: campground })
        .success,
    ).toBe(false);
  });
});

describe('staffMarkMessageSchema', () => {
  it('takes a message reference and whether it is read', () => {
    expect(staffMarkMessageSchema.parse({ messageId: 'AbC_12-x', read: true })).toEqual({
      messageId: 'AbC_12-x',
      read: true,
    });
    expect(messagesOf(staffMarkMessageSchema.safeParse({ messageId: 'a/b', read: true }))).toEqual([
      'That is not a message reference.',
    ]);
    expect(staffMarkMessageSchema.safeParse({ messageId: 'a', read: 'yes' }).success).toBe(false);
  });
});
