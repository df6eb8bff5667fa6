import type { Firestore } from 'firebase-admin/firestore';
import { formatLongDate } from '@camping/domain/booking/capacity';
import {
  directionsUrl,
  SAFETY_LINKS,
  STAY_TIMES,
  type StayMailKind,
} from '@camping/domain/booking/stay-mails';
import { CREW_PHONE } from '@camping/domain/contact/contact-entries';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { MailDocument } from '@camping/domain/firestore/documents';
import { locationDoc, packageDoc } from '@camping/domain/firestore/paths';
import { PRODUCT_NAME } from '@camping/domain/product';
import { PATHS, reviewPath } from '@camping/domain/site/paths';
import type { StoredBooking } from '../bookings/booking-transition.ts';
import { siteOrigin } from '../payments/payment-urls.ts';

/** What the e-mails before and after a stay say about it. */
export interface StayMailFacts {
  bookingId: string;
  to: string;
  arrival: IsoDate;
  departure: IsoDate;
  guests: number;
  locationName: string;
  region: string;
  coordinates: { lat: number; lng: number };
  packageName: string;
  /** What the package sets up, then the add-ons booked with it. */
  setUp: string[];
  siteOrigin: string;
}

/**
 * Reads what a stay e-mail needs beside the booking: its campground and package. Null when there is
 * nobody to write to or no campground to direct them to.
 */
export async function stayMailFacts(
  db: Firestore,
  booking: StoredBooking,
): Promise<StayMailFacts | null> {
  if (!booking.email) return null;
  const [location, pkg] = await db.getAll(
    db.doc(locationDoc(booking.locationId)),
    db.doc(packageDoc(booking.packageId)),
  );
  if (!location?.exists) return null;
  const includes = (pkg?.get('includes') as string[] | undefined) ?? [];
  const addOns = (booking.quote?.addOns ?? []).map((line) =>
    line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name,
  );
  return {
    bookingId: booking.id,
    to: booking.email,
    arrival: booking.arrival as IsoDate,
    departure: booking.departure as IsoDate,
    guests: booking.guests,
    locationName: String(location.get('name')),
    region: String(location.get('region')),
    coordinates: location.get('coordinates') as StayMailFacts['coordinates'],
    packageName: String(pkg?.get('name') ?? booking.packageId),
    setUp: [...includes, ...addOns],
    siteOrigin: siteOrigin(),
  };
}

const SUBJECTS: Record<StayMailKind, (facts: StayMailFacts) => string> = {
  'pre-arrival': () => 'Your stay is coming up: directions and what to bring',
  'after-stay': (facts) => `How was your stay at ${facts.locationName}?`,
};

/** The pre-arrival or after-stay e-mail of a booking, from the stay template. */
export async function stayMail(kind: StayMailKind, facts: StayMailFacts): Promise<MailDocument> {
  const arrival = formatLongDate(facts.arrival);
  const departure = formatLongDate(facts.departure);
  const site = facts.siteOrigin;
  // The template is loaded with the first e-mail, so functions that send none start faster.
  const { renderPreArrivalMail, renderAfterStayMail } = await import('./stay-mail-body.tsx');
  const { html, text } =
    kind === 'pre-arrival'
      ? await renderPreArrivalMail({
          opening: `Your camp at ${facts.locationName} will be ready from ${STAY_TIMES.readyFrom} on ${arrival}. Here is what you need to know before you go.`,
          summary: [
            ['Booking reference', facts.bookingId],
            ['Campground', facts.locationName],
            ['Package', facts.packageName],
            ['Arrival', `${arrival}, from ${STAY_TIMES.readyFrom}`],
            ['Departure', `${departure}, by ${STAY_TIMES.leaveBy}`],
            ['Guests', String(facts.guests)],
          ],
          address: `${facts.locationName}, ${facts.region} NSW`,
          directionsUrl: directionsUrl(facts.coordinates),
          setUp: facts.setUp,
          crewPhone: CREW_PHONE,
          safety: SAFETY_LINKS,
          bookingsUrl: `${site}${PATHS.myBookings}`,
          siteOrigin: site,
        })
      : await renderAfterStayMail({
          opening: `Thank you for camping at ${facts.locationName} with us. We hope you had a wonderful stay.`,
          summary: [
            ['Booking reference', facts.bookingId],
            ['Campground', facts.locationName],
            ['Stay', `${arrival} to ${departure}`],
          ],
          reviewUrl: `${site}${reviewPath(facts.bookingId)}`,
          siteOrigin: site,
        });
  return {
    to: facts.to,
    bookingId: facts.bookingId,
    message: { subject: `${SUBJECTS[kind](facts)} | ${PRODUCT_NAME}`, text, html },
  };
}
