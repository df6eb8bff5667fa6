import type { IsoDate } from '@camping/domain/dates/calendar';
import { PRODUCT_NAME } from '@camping/domain/product';

export interface CalendarStay {
  bookingId: string;
  arrival: IsoDate;
  departure: IsoDate;
  title: string;
  location: string;
  description: string;
  /** CANCEL removes the stay from the customer's calendar (same UID). */
  method: 'PUBLISH' | 'CANCEL';
  /** The event's version: higher after each change of dates, so calendar apps take the new one. */
  sequence: number;
  /** When the file was made. */
  now: Date;
}

/** RFC 5545 TEXT: backslash, semicolon, comma and new lines escaped. */
function text(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 74;
    while (Buffer.byteLength(rest.slice(0, cut)) > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  parts.push(rest);
  return parts.join('\r\n');
}

const compactDate = (date: IsoDate) => date.replaceAll('-', '');
const stamp = (instant: Date) => `${instant.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * The stay as an iCalendar file: an all-day event over its nights, from the arrival date to the
 * departure date as the exclusive end (as booking sites show a stay). Dates carry VALUE=DATE and no
 * time zone, so no calendar app shifts them; the UID is the booking's, so a later file (confirmed,
 * cancelled) updates the same event.
 */
export function stayCalendar(stay: CalendarStay): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${PRODUCT_NAME}//Bookings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${stay.method}`,
    'BEGIN:VEVENT',
    `UID:booking-${stay.bookingId}@complete-camping`,
    `SEQUENCE:${stay.sequence}`,
    `DTSTAMP:${stamp(stay.now)}`,
    `DTSTART;VALUE=DATE:${compactDate(stay.arrival)}`,
    `DTEND;VALUE=DATE:${compactDate(stay.departure)}`,
    `SUMMARY:${text(stay.title)}`,
    `LOCATION:${text(stay.location)}`,
    `DESCRIPTION:${text(stay.description)}`,
    `STATUS:${stay.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
