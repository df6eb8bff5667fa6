import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { bookingSchema, type Booking } from '@camping/domain/booking/booking';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { addDays, type IsoDate } from '@camping/domain/dates/calendar';
import {
  paymentDocumentSchema,
  userDocumentSchema,
  type PaymentDocument,
  type UserDocument,
} from '@camping/domain/firestore/documents';
import { bookingDoc, COLLECTIONS, userDoc } from '@camping/domain/firestore/paths';
import { firestore } from '#app/firebase/firestore.ts';
import type { BookingFilters, BookingCursor } from './bookings/booking-filters.ts';
import { monthBounds } from './bookings/month-calendar-days.ts';

// The staff area's reads, straight from the browser under firestore.rules (admins read bookings,
// payments and profiles). Loaded only through dynamic import(), like the rest of Firebase. With the
// full Firestore SDK, not Lite: the queries' cursors and ordering would otherwise grow the Lite chunk
// every public page loads its catalogue with.

const bookings = () => collection(firestore(), COLLECTIONS.bookings);

const toBooking = (document: QueryDocumentSnapshot) =>
  bookingSchema.parse({ id: document.id, ...document.data() });

/** Equality filters first, then the arrival range and order: the shape the composite indexes have. */
function filterConstraints(filters: Partial<BookingFilters>): QueryConstraint[] {
  return [
    ...(filters.status ? [where('status', '==', filters.status)] : []),
    ...(filters.locationId ? [where('locationId', '==', filters.locationId)] : []),
    ...(filters.from ? [where('arrival', '>=', filters.from)] : []),
    ...(filters.to ? [where('arrival', '<=', filters.to)] : []),
  ];
}

export interface BookingsPage {
  bookings: Booking[];
  /** Where the next page starts, or null on the last page. */
  next: BookingCursor | null;
}

/**
 * One page of bookings, by arrival (then reference), starting after `after`. Reads one booking more
 * than the page holds, to know whether another page follows.
 */
export async function fetchBookingsPage(
  filters: BookingFilters,
  after: BookingCursor | null,
  size: number,
): Promise<BookingsPage> {
  const snapshot = await getDocs(
    query(
      bookings(),
      ...filterConstraints(filters),
      orderBy('arrival'),
      orderBy(documentId()),
      ...(after ? [startAfter(after.arrival, after.id)] : []),
      limit(size + 1),
    ),
  );
  const page = snapshot.docs.slice(0, size).map(toBooking);
  const last = page.at(-1);
  return {
    bookings: page,
    next: snapshot.docs.length > size && last ? { arrival: last.arrival, id: last.id } : null,
  };
}

/** The most bookings a month's calendar reads: far above what the crew can set up in a month. */
export const MONTH_BOOKINGS_LIMIT = 500;

/**
 * Bookings whose stays have a night in the month. A stay is at most 28 nights, so its arrival is at
 * most that long before the month starts: one bounded range on arrival, the rest sorted out here.
 */
export async function fetchMonthBookings(
  month: string,
  filters: Pick<BookingFilters, 'status' | 'locationId'>,
): Promise<{ bookings: Booking[]; truncated: boolean }> {
  const { first, last } = monthBounds(month);
  const snapshot = await getDocs(
    query(
      bookings(),
      ...filterConstraints({
        ...filters,
        from: addDays(first, -BOOKING_RULES.maxStayNights),
        to: last,
      }),
      orderBy('arrival'),
      limit(MONTH_BOOKINGS_LIMIT),
    ),
  );
  return {
    bookings: snapshot.docs.map(toBooking).filter((booking) => booking.departure > first),
    truncated: snapshot.docs.length === MONTH_BOOKINGS_LIMIT,
  };
}

/** A booking, or null when there is none by that reference. */
export async function fetchBooking(bookingId: string): Promise<Booking | null> {
  // Not even a booking reference (the address bar says anything): nothing to ask Firestore.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(bookingId)) return null;
  const snapshot = await getDoc(doc(firestore(), bookingDoc(bookingId)));
  return snapshot.exists() ? bookingSchema.parse({ id: snapshot.id, ...snapshot.data() }) : null;
}

export type Payment = PaymentDocument & { id: string };

/** The charges and refunds of a booking, oldest first. */
export async function fetchBookingPayments(bookingId: string): Promise<Payment[]> {
  const snapshot = await getDocs(
    query(collection(firestore(), COLLECTIONS.payments), where('bookingId', '==', bookingId)),
  );
  return snapshot.docs
    .map((document) => ({ id: document.id, ...paymentDocumentSchema.parse(document.data()) }))
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
}

/**
 * A person's profile (name, e-mail, phone): a booking's customer, or a staff member who acted on it.
 * Null when they have none (a deleted account).
 */
export async function fetchProfile(userId: string): Promise<UserDocument | null> {
  const snapshot = await getDoc(doc(firestore(), userDoc(userId)));
  if (!snapshot.exists()) return null;
  const parsed = userDocumentSchema.safeParse(snapshot.data());
  return parsed.success ? parsed.data : null;
}

/** Bookings arriving or departing from `from` to `to` (both included): two bounded range reads. */
async function fetchBookingsMoving(from: IsoDate, to: IsoDate): Promise<Booking[]> {
  const moving = await Promise.all(
    (['arrival', 'departure'] as const).map((field) =>
      getDocs(query(bookings(), where(field, '>=', from), where(field, '<=', to))),
    ),
  );
  const byId = new Map<string, Booking>();
  for (const document of moving.flatMap((snapshot) => snapshot.docs)) {
    byId.set(document.id, toBooking(document));
  }
  return [...byId.values()];
}

export interface RunSheetData {
  bookings: Booking[];
  /** The customers' names by uid, where they have a profile. */
  customerNames: Record<string, string>;
}

/** What the run sheet of `from` to `to` shows: the bookings moving, and their customers' names. */
export async function fetchRunSheet(from: IsoDate, to: IsoDate): Promise<RunSheetData> {
  const moving = await fetchBookingsMoving(from, to);
  const userIds = [...new Set(moving.map((booking) => booking.userId))];
  const customers = await Promise.all(userIds.map((userId) => fetchProfile(userId)));
  const customerNames: Record<string, string> = {};
  userIds.forEach((userId, index) => {
    const name = customers[index]?.displayName;
    if (name) customerNames[userId] = name;
  });
  return { bookings: moving, customerNames };
}
