import { formatLongDate } from '@camping/domain/booking/capacity';
import { formatAud } from '@camping/domain/catalogue/money';
import type { StayQuote } from '@camping/domain/catalogue/pricing';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { MailDocument } from '@camping/domain/firestore/documents';
import { PRODUCT_NAME } from '@camping/domain/product';
import { PATHS } from '@camping/domain/site/paths';
import { stayCalendar } from './stay-calendar.ts';

/** The e-mails a customer gets as their booking moves through its lifecycle. */
export const BOOKING_MAIL_KINDS = [
  'received',
  'confirmed',
  'declined',
  'cancelled',
  'refunded',
  'paid-too-late',
  'paid-after-cancelling',
  'completed',
  'dates-changed',
] as const;
export type BookingMailKind = (typeof BOOKING_MAIL_KINDS)[number];

export interface BookingMailFacts {
  bookingId: string;
  to: string;
  arrival: IsoDate;
  departure: IsoDate;
  guests: number;
  locationName: string;
  packageName: string;
  quote: StayQuote;
  /** For refunds and cancellations, and where they go ("your card", "your Afterpay account"). */
  refundCents?: number;
  refundTo: string;
  /**
   * What staff wrote when they acted: the reason for a decline or a cancellation (only staff give
   * one), a note with a confirmation or a thank-you.
   */
  reason?: string;
  siteOrigin: string;
  now: Date;
  /** The version of the stay's calendar event: one more per change of dates. */
  sequence: number;
}

const SUBJECTS: Record<BookingMailKind, string> = {
  received: 'We have your booking request',
  confirmed: 'Your stay is confirmed',
  declined: 'We cannot take your booking',
  cancelled: 'Your booking is cancelled',
  refunded: 'Your refund is on its way',
  'paid-too-late': 'Your payment came too late: full refund',
  'paid-after-cancelling': 'Your payment came after the booking was cancelled: full refund',
  completed: 'Thanks for camping with us',
  'dates-changed': 'Your booking has new dates',
};

function opening(kind: BookingMailKind, facts: BookingMailFacts): string {
  const refund = formatAud(facts.refundCents ?? 0);
  switch (kind) {
    case 'received':
      return 'Thanks for booking. We have your payment, and our team will confirm your stay within one business day.';
    case 'confirmed':
      return 'Good news: your stay is confirmed. Our crew will have everything set up before you arrive and pack it down after you leave.';
    case 'declined':
      return facts.refundCents
        ? `Sorry, we cannot take this booking. We have refunded the full ${refund} to ${facts.refundTo}.`
        : 'Sorry, we cannot take this booking.';
    case 'cancelled':
      // Staff cancel with a reason and refund in full; the customer's own cancellation follows the policy.
      if (facts.reason) {
        return facts.refundCents
          ? `We have cancelled your booking and refunded the full ${refund} to ${facts.refundTo}.`
          : 'We have cancelled your booking. There is no payment to refund.';
      }
      return facts.refundCents
        ? `Your booking is cancelled. We are refunding ${refund} to ${facts.refundTo}, as our cancellation policy gives.`
        : 'Your booking is cancelled. Under our cancellation policy no refund is due.';
    case 'refunded':
      return `We have refunded ${refund} to ${facts.refundTo}. It usually shows within 5 to 10 business days.`;
    case 'paid-too-late':
      return `Your payment arrived after the 30 minutes we held your dates, and they have since been booked. We have refunded the full ${refund} to ${facts.refundTo}. Sorry; please choose other dates.`;
    case 'paid-after-cancelling':
      return `Your payment arrived after this booking had been cancelled, so it did not go ahead. We have refunded the full ${refund} to ${facts.refundTo}. If you still want the stay, please book it again.`;
    case 'dates-changed':
      return facts.refundCents
        ? `Your booking has moved to the stay below. We have refunded the difference of ${refund} to ${facts.refundTo}.`
        : 'Your booking has moved to the stay below. The calendar file attached moves it in your calendar too.';
    case 'completed':
      return 'Thank you for camping with us. We hope you had a wonderful stay, and we would love to set up camp for you again.';
  }
}

const HEADINGS: Record<BookingMailKind, string> = {
  received: 'We have your booking request',
  confirmed: 'Your stay is confirmed',
  declined: 'We cannot take your booking',
  cancelled: 'Your booking is cancelled',
  refunded: 'Your refund is on its way',
  'paid-too-late': 'Your payment came too late',
  'paid-after-cancelling': 'Your payment came after cancelling',
  completed: 'Thanks for camping with us',
  'dates-changed': 'Your booking has new dates',
};

/**
 * A booking e-mail in the Trigger Email shape, from the booking template (HTML and its plain-text
 * part). Stay e-mails (received, confirmed) carry the stay as an .ics file; declines and
 * cancellations carry the same event cancelled, so calendars drop it.
 */
export async function bookingMail(
  kind: BookingMailKind,
  facts: BookingMailFacts,
): Promise<MailDocument> {
  const stay = `${formatLongDate(facts.arrival)} to ${formatLongDate(facts.departure)}`;
  const label = kind === 'declined' || kind === 'cancelled' ? 'Reason' : 'A note from our team';
  // The template is loaded with the first e-mail, so functions that send none start faster.
  const { renderBookingMail } = await import('./booking-mail-body.tsx');
  const { html, text } = await renderBookingMail({
    heading: HEADINGS[kind],
    opening: opening(kind, facts),
    summary: [
      ['Booking reference', facts.bookingId],
      ['Campground', facts.locationName],
      ['Package', facts.packageName],
      ['Stay', stay],
      ['Guests', String(facts.guests)],
    ],
    ...(facts.reason ? { note: { label, text: facts.reason } } : {}),
    ...(kind === 'received' ? { quote: facts.quote } : {}),
    bookingsUrl: `${facts.siteOrigin}${PATHS.myBookings}`,
    siteOrigin: facts.siteOrigin,
  });
  const calendarMethod =
    kind === 'received' || kind === 'confirmed' || kind === 'dates-changed'
      ? 'PUBLISH'
      : kind === 'declined' || kind === 'cancelled'
        ? 'CANCEL'
        : null;
  const attachments = calendarMethod
    ? [
        {
          filename: 'stay.ics',
          contentType: `text/calendar; charset=utf-8; method=${calendarMethod}`,
          content: stayCalendar({
            bookingId: facts.bookingId,
            arrival: facts.arrival,
            departure: facts.departure,
            title: `Camping at ${facts.locationName} (${PRODUCT_NAME})`,
            location: facts.locationName,
            description: `${facts.packageName}, ${facts.guests} guests. Booking ${facts.bookingId}.`,
            method: calendarMethod,
            sequence: facts.sequence,
            now: facts.now,
          }),
        },
      ]
    : undefined;
  return {
    to: facts.to,
    bookingId: facts.bookingId,
    message: {
      subject: `${SUBJECTS[kind]} | ${PRODUCT_NAME}`,
      text,
      html,
      ...(attachments ? { attachments } : {}),
    },
  };
}
