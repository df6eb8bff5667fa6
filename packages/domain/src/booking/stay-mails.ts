import { addDays, type IsoDate } from '../dates/calendar.ts';
import type { BookingStatus } from './booking.ts';

/**
 * The e-mails the sweep sends around a stay (docs/product/decisions.md, "Before and after the
 * stay"): directions and what to bring before it, thanks and a review link after it.
 */
export const STAY_MAIL_KINDS = ['pre-arrival', 'after-stay'] as const;
export type StayMailKind = (typeof STAY_MAIL_KINDS)[number];

/** The pre-arrival e-mail goes this many Sydney days before arrival (at once when booked later). */
export const PRE_ARRIVAL_DAYS = 3;

/**
 * How long after departure the after-stay e-mail may still go: staff mark a stay completed after
 * the pack-down, sometimes days later, and a sweep may not run for a while. Also bounds the query.
 */
export const AFTER_STAY_GRACE_DAYS = 14;

/** The status a booking must have for each e-mail: none for a stay that is not going ahead. */
export const STAY_MAIL_STATUS: Record<StayMailKind, BookingStatus> = {
  'pre-arrival': 'confirmed',
  'after-stay': 'completed',
};

/** Which booking date each e-mail is timed by, and the range of it due today (both inclusive). */
export function stayMailWindow(
  kind: StayMailKind,
  today: IsoDate,
): { field: 'arrival' | 'departure'; from: IsoDate; to: IsoDate } {
  return kind === 'pre-arrival'
    ? { field: 'arrival', from: today, to: addDays(today, PRE_ARRIVAL_DAYS) }
    : {
        field: 'departure',
        from: addDays(today, -AFTER_STAY_GRACE_DAYS),
        to: addDays(today, -1),
      };
}

/**
 * The id of a stay e-mail's `mail` document: one per booking and kind, so creating it is the claim
 * that it goes at most once, however many sweeps run.
 */
export const stayMailId = (bookingId: string, kind: StayMailKind) => `${bookingId}-${kind}`;

/** When the camp is ready and when to leave (the FAQ and the terms say the same). */
export const STAY_TIMES = { readyFrom: '2 pm', leaveBy: '11 am' } as const;

/** Where campers check fire danger and total fire bans, and NSW National Parks' closures and alerts. */
export const SAFETY_LINKS = {
  fireDanger: 'https://www.rfs.nsw.gov.au/fire-information/fdr-and-tobans',
  parkAlerts: 'https://www.nationalparks.nsw.gov.au/alerts/alerts-list',
} as const;

/** Directions to a point from wherever the camper is, in the map app their phone opens links in. */
export const directionsUrl = ({ lat, lng }: { lat: number; lng: number }) =>
  `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
