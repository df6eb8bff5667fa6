import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import type { AvailabilitySettings } from '@camping/domain/firestore/documents';

// The catalogue itself (campgrounds, packages, add-ons, pricing) lives in @camping/catalogue; this is
// what only a demo stack needs: availability relative to today, booked nights and the demo accounts.

/** The `settings/availability` document of a demo stack. */
export function demoAvailabilitySettings(today: IsoDate = todayInSydney()): AvailabilitySettings {
  const year = Number(today.slice(0, 4));
  return {
    minNoticeDays: 3,
    horizonDays: 365,
    blackouts: [year, year + 1].map((y) => ({
      from: `${y}-12-24` as IsoDate,
      to: `${y}-12-26` as IsoDate,
      reason: 'Crew Christmas break',
    })),
  };
}

/** Kits of a package in use on one night (stored in the month's `kitMonths` document). */
export interface BookedNight {
  packageId: string;
  date: IsoDate;
  kitsInUse: number;
}

/** A few fully booked nights a fortnight out, so the calendar shows real unavailability. */
export function demoBookedNights(today: IsoDate = todayInSydney()): BookedNight[] {
  const glamping = CAMPING_PACKAGES.find((p) => p.id === 'glamping-bell-tent');
  if (!glamping) return [];
  return [14, 15, 16].map((offset) => ({
    packageId: glamping.id,
    date: addDays(today, offset),
    kitsInUse: glamping.kitCount,
  }));
}

export const DEMO_USERS = [
  {
    email: 'camper@example.com',
    password: 'camping-demo-1',
    displayName: 'Casey Camper',
    admin: false,
  },
  { email: 'admin@example.com', password: 'admin-demo-1', displayName: 'Alex Admin', admin: true },
] as const;

/** A stay of the demo customer, placed relative to today so the staff area always has work. */
export interface DemoStay {
  /** Also the document id: `demo-…`. */
  id: string;
  status: 'requested' | 'confirmed' | 'completed';
  arrivalInDays: number;
  nights: number;
  locationId: string;
  packageId: string;
  addOns: { addOnId: string; quantity: number }[];
  guests: number;
  notes: string;
}

/**
 * The demo customer's bookings: one the crew sets up this week (the run sheet), two requests for
 * staff to confirm or decline, and past stays: the latest not reviewed yet, the others reviewed
 * (DEMO_REVIEWS). Clear of the booked-out glamping nights above.
 */
export const DEMO_STAYS: readonly DemoStay[] = [
  {
    id: 'demo-confirmed-lane-cove',
    status: 'confirmed',
    arrivalInDays: 6,
    nights: 2,
    locationId: 'lane-cove-river',
    packageId: 'family-basecamp',
    addOns: [{ addOnId: 'firewood', quantity: 2 }],
    guests: 4,
    notes: 'Two kids; we arrive after school, about 5 pm.',
  },
  {
    id: 'demo-requested-bouddi',
    status: 'requested',
    arrivalInDays: 21,
    nights: 3,
    locationId: 'bouddi-putty-beach',
    packageId: 'essentials',
    addOns: [{ addOnId: 'breakfast-hamper', quantity: 1 }],
    guests: 2,
    notes: '',
  },
  {
    id: 'demo-requested-euroka',
    status: 'requested',
    arrivalInDays: 35,
    nights: 2,
    locationId: 'blue-mountains-euroka',
    packageId: 'family-basecamp',
    addOns: [],
    guests: 5,
    notes: 'Could the tent face the valley?',
  },
  {
    id: 'demo-completed-lane-cove',
    status: 'completed',
    arrivalInDays: -20,
    nights: 2,
    locationId: 'lane-cove-river',
    packageId: 'essentials',
    addOns: [],
    guests: 2,
    notes: '',
  },
  ...(
    [
      ['demo-completed-bouddi', -34, 'bouddi-putty-beach', 'essentials'],
      ['demo-completed-euroka', -55, 'blue-mountains-euroka', 'family-basecamp'],
      ['demo-completed-royal', -76, 'royal-bonnie-vale', 'glamping-bell-tent'],
      ['demo-completed-winter-lane-cove', -97, 'lane-cove-river', 'essentials'],
      ['demo-completed-royal-autumn', -160, 'royal-bonnie-vale', 'essentials'],
    ] as const
  ).map(([id, arrivalInDays, locationId, packageId]) => ({
    id,
    status: 'completed' as const,
    arrivalInDays,
    nights: 2,
    locationId,
    packageId,
    addOns: [],
    guests: 2,
    notes: '',
  })),
];

/** A demo customer's review of one of their past stays, as staff left it. */
export interface DemoReview {
  bookingId: string;
  rating: number;
  text: string;
  status: 'pending' | 'published';
}

/** Reviews of the demo customer's past stays: four published, the latest waiting for staff. */
export const DEMO_REVIEWS: readonly DemoReview[] = [
  {
    bookingId: 'demo-completed-bouddi',
    rating: 4,
    text: 'A short walk to the beach and the tent was up when we arrived. The showers were busy on Saturday morning.',
    status: 'pending',
  },
  {
    bookingId: 'demo-completed-euroka',
    rating: 5,
    text: 'Kangaroos at breakfast and a tent big enough for the five of us. The kids want to come back.',
    status: 'published',
  },
  {
    bookingId: 'demo-completed-royal',
    rating: 5,
    text: 'The bell tent was beautiful and the beds were real beds. Worth every cent for a first camp.',
    status: 'published',
  },
  {
    bookingId: 'demo-completed-winter-lane-cove',
    rating: 4,
    text: 'Cold nights, warm sleeping bags. Easy to reach from the city after work.',
    status: 'published',
  },
  {
    bookingId: 'demo-completed-royal-autumn',
    rating: 4,
    text: '',
    status: 'published',
  },
];

/** Contact messages waiting in the staff inbox: one read, one not. */
export const DEMO_CONTACT_MESSAGES = [
  {
    id: 'demo-message-dogs',
    name: 'Priya Shah',
    email: 'priya@example.com',
    topic: 'General Enquiries',
    message: 'Are dogs allowed at any of your campgrounds? We have a very calm labrador.',
    read: false,
  },
  {
    id: 'demo-message-thanks',
    name: 'Tom Nguyen',
    email: 'tom@example.com',
    topic: 'Feedback',
    message: 'Thanks for a great weekend at Lane Cove: the tent was up and the beds were made.',
    read: true,
  },
] as const;
