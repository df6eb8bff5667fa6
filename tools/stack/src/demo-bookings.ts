import { ADD_ONS } from '@camping/catalogue/add-ons';
import { LOCATIONS } from '@camping/catalogue/locations';
import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { PRICING_SETTINGS } from '@camping/catalogue/pricing-settings';
import { HOLDING_STATUSES } from '@camping/domain/booking/booking';
import { quoteStay } from '@camping/domain/catalogue/pricing';
import { addDays, datesFrom, monthOf, type IsoDate } from '@camping/domain/dates/calendar';
import type {
  BookingDocument,
  CrewDayDocument,
  ReviewDocument,
  ReviewSummaryDocument,
} from '@camping/domain/firestore/documents';
import { customerFindKeys } from '@camping/domain/staff/booking-find';
import { DEMO_REVIEWS, DEMO_STAYS, type BookedNight, type DemoStay } from './demo-data.ts';

/** Everything a demo stay puts in Firestore, as the booking engine would have left it. */
export interface DemoBookingDocuments {
  bookings: (BookingDocument & { id: string })[];
  /** Kits in use per package and night, and the crew's days, of the stays that hold them. */
  nights: BookedNight[];
  crewDays: CrewDayDocument[];
  /** The card payment of each stay (its `payments/{id}` document, less the server timestamp). */
  charges: { id: string; bookingId: string; amountCents: number; providerId: string }[];
}

function find<T extends { id: string }>(list: readonly T[], id: string): T {
  const found = list.find((entry) => entry.id === id);
  if (!found) throw new Error(`The demo catalogue has no ${id}.`);
  return found;
}

interface DemoPeople {
  customer: { uid: string; email: string; displayName: string };
  /** Who confirmed the confirmed ones. */
  staffUid: string;
}

function bookingOf(stay: DemoStay, { customer, staffUid }: DemoPeople, today: IsoDate) {
  const arrival = addDays(today, stay.arrivalInDays);
  const departure = addDays(arrival, stay.nights);
  const quote = quoteStay({
    campingPackage: find(CAMPING_PACKAGES, stay.packageId),
    driveMinutes: find(LOCATIONS, stay.locationId).driveMinutes,
    arrival,
    departure,
    addOns: stay.addOns.map(({ addOnId, quantity }) => ({
      addOn: find(ADD_ONS, addOnId),
      quantity,
    })),
    settings: PRICING_SETTINGS,
  });
  // Booked a fortnight before arrival, or yesterday for stays further ahead.
  const booked = new Date(`${addDays(today, Math.min(stay.arrivalInDays - 14, -1))}T09:30:00Z`);
  const at = (minutes: number) => new Date(booked.getTime() + minutes * 60_000).toISOString();
  const history: BookingDocument['history'] = [
    { status: 'pending_payment', at: at(0), by: customer.uid },
    { status: 'requested', at: at(3), by: 'stripe' },
  ];
  if (stay.status !== 'requested') history.push({ status: 'confirmed', at: at(180), by: staffUid });
  if (stay.status === 'completed') {
    history.push({ status: 'completed', at: `${departure}T02:00:00.000Z`, by: staffUid });
  }
  const booking: BookingDocument & { id: string } = {
    id: stay.id,
    userId: customer.uid,
    locationId: stay.locationId,
    packageId: stay.packageId,
    addOns: stay.addOns,
    arrival,
    departure,
    guests: stay.guests,
    status: stay.status,
    totalCents: quote.totalCents,
    gstCents: quote.gstCents,
    currency: quote.currency,
    email: customer.email,
    customerName: customer.displayName,
    customerFind: customerFindKeys({ name: customer.displayName, email: customer.email }),
    phone: '+61412345678',
    notes: stay.notes,
    quote,
    payment: {
      method: 'test',
      checkoutSessionId: `cs_${stay.id}`,
      paymentUrl: 'http://127.0.0.1/demo-payment',
      paymentIntentId: `pi_${stay.id}`,
      paidCents: quote.totalCents,
      refundedCents: 0,
    },
    createdAt: at(0),
    updatedAt: history.at(-1)!.at,
    history,
  };
  return booking;
}

/** The demo customer's bookings with the inventory and payments that go with them. */
export function demoBookingDocuments(people: DemoPeople, today: IsoDate): DemoBookingDocuments {
  const bookings = DEMO_STAYS.map((stay) => bookingOf(stay, people, today));
  const nights = new Map<string, BookedNight>();
  const crewDays = new Map<string, CrewDayDocument>();
  const crewDay = (date: IsoDate) =>
    crewDays.get(date) ?? crewDays.set(date, { date, setUps: 0, packDowns: 0 }).get(date)!;
  for (const booking of bookings.filter(({ status }) => HOLDING_STATUSES.includes(status))) {
    for (const date of datesFrom(booking.arrival as IsoDate, booking.departure as IsoDate)) {
      const key = `${booking.packageId}/${date}`;
      const night = nights.get(key) ?? { packageId: booking.packageId, date, kitsInUse: 0 };
      nights.set(key, { ...night, kitsInUse: night.kitsInUse + 1 });
    }
    crewDay(booking.arrival as IsoDate).setUps += 1;
    crewDay(booking.departure as IsoDate).packDowns += 1;
  }
  return {
    bookings,
    nights: [...nights.values()],
    crewDays: [...crewDays.values()],
    charges: bookings.map((booking) => ({
      id: booking.payment!.paymentIntentId!,
      bookingId: booking.id,
      amountCents: booking.totalCents,
      providerId: booking.payment!.paymentIntentId!,
    })),
  };
}

/** A review as seeded: its times as dates (Firestore timestamps once written). */
export type DemoReviewDocument = Omit<ReviewDocument, 'createdAt' | 'moderatedAt'> & {
  createdAt: Date;
  moderatedAt?: Date;
};

/**
 * The demo customer's reviews of their past stays, written the day after departure and moderated
 * the day after that, and each campground's summary of its published ones, as staffModerateReview
 * keeps it.
 */
export function demoReviewDocuments(
  bookings: DemoBookingDocuments['bookings'],
  firstName: string,
): { reviews: DemoReviewDocument[]; summaries: Map<string, ReviewSummaryDocument> } {
  const reviews = DEMO_REVIEWS.map((review): DemoReviewDocument => {
    const booking = find(bookings, review.bookingId);
    const written = new Date(`${addDays(booking.departure as IsoDate, 1)}T08:00:00Z`);
    return {
      bookingId: booking.id,
      userId: booking.userId,
      locationId: booking.locationId,
      rating: review.rating,
      text: review.text,
      firstName,
      stayMonth: monthOf(booking.arrival as IsoDate),
      status: review.status,
      createdAt: written,
      ...(review.status === 'published' && {
        moderatedAt: new Date(written.getTime() + 24 * 60 * 60_000),
      }),
    };
  });
  const summaries = new Map<string, ReviewSummaryDocument>();
  for (const review of reviews.filter(({ status }) => status === 'published')) {
    const summary = summaries.get(review.locationId) ?? { count: 0, ratingTotal: 0 };
    summaries.set(review.locationId, {
      count: summary.count + 1,
      ratingTotal: summary.ratingTotal + review.rating,
    });
  }
  return { reviews, summaries };
}
