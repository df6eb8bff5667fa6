import { formatLongDate } from '@camping/domain/booking/capacity';
import { formatAud } from '@camping/domain/catalogue/money';
import type { BookingClosure } from '@camping/domain/closures/booking-closure';
import { CLOSURE_CREDIT_PERCENT, closureChoicePath } from '@camping/domain/closures/closure';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { MailDocument } from '@camping/domain/firestore/documents';
import { PRODUCT_NAME } from '@camping/domain/product';
import { PATHS } from '@camping/domain/site/paths';
import { formatVoucherCode, VOUCHER_VALID_YEARS } from '@camping/domain/vouchers/voucher';
import type { BookingMailFacts } from './booking-mail.ts';
import { stayCalendar } from './stay-calendar.ts';

/**
 * The e-mails of a closure: the notice asking the customer to choose, the hold released, and the
 * outcomes of a credit and a refund (a move sends the change of dates' e-mail, with its `.ics`).
 */
export const CLOSURE_MAIL_KINDS = [
  'closure-notice',
  'hold-released',
  'closure-credited',
  'closure-refunded',
] as const;
export type ClosureMailKind = (typeof CLOSURE_MAIL_KINDS)[number];

export interface ClosureMailFacts extends BookingMailFacts {
  closure: Pick<BookingClosure, 'firstNight' | 'lastNight' | 'reason' | 'deadline'>;
  /** The credit's voucher. */
  voucher?: { code: string; amountCents: number; expiresOn: IsoDate };
  /** The refund came at the deadline, with no choice made. */
  automatic?: boolean;
}

const SUBJECTS: Record<ClosureMailKind, string> = {
  'closure-notice': 'Your campground is closed: choose what happens to your stay',
  'hold-released': 'Your held dates are released',
  'closure-credited': 'Your credit voucher',
  'closure-refunded': 'Your closed stay is refunded in full',
};

const HEADINGS: Record<ClosureMailKind, string> = {
  'closure-notice': 'Choose what happens to your stay',
  'hold-released': 'Your held dates are released',
  'closure-credited': 'Your credit voucher',
  'closure-refunded': 'Your booking is refunded',
};

const nightsWords = (closure: ClosureMailFacts['closure']) =>
  closure.firstNight === closure.lastNight
    ? `the night of ${formatLongDate(closure.firstNight)}`
    : `the nights of ${formatLongDate(closure.firstNight)} to ${formatLongDate(closure.lastNight)}`;

function opening(kind: ClosureMailKind, facts: ClosureMailFacts): string {
  const closed = `We have had to close ${facts.locationName} for ${nightsWords(facts.closure)}`;
  switch (kind) {
    case 'closure-notice':
      return `${closed}, and your stay falls in that time. Sorry. Choose below what happens to your booking by ${formatLongDate(facts.closure.deadline)}.`;
    case 'hold-released':
      return `${closed}, so we have released the dates you held for this stay. Nothing was paid and nothing is charged. Sorry; please choose other dates.`;
    case 'closure-credited':
      return `${closed}. As you chose, your booking is exchanged for a credit of ${formatAud(facts.voucher?.amountCents ?? 0)}, ${CLOSURE_CREDIT_PERCENT}% of what you paid, to spend on any stay with us.`;
    case 'closure-refunded':
      return facts.automatic
        ? `${closed}. We did not hear from you by ${formatLongDate(facts.closure.deadline)}, so we have cancelled your booking and refunded the full ${formatAud(facts.refundCents ?? 0)} to your card.`
        : `${closed}. As you chose, we have cancelled your booking and refunded the full ${formatAud(facts.refundCents ?? 0)} to your card.`;
  }
}

/** The notice's three choices, each a sentence. */
function choices(facts: ClosureMailFacts): string[] {
  return [
    'Move your stay: any free dates, at this campground or another, for the same package and number of nights, at no extra charge.',
    `Take a credit: a voucher for ${CLOSURE_CREDIT_PERCENT}% of what you paid, to spend on any stay within ${VOUCHER_VALID_YEARS} years.`,
    'Get a full refund of what you paid, to your card.',
    `If we do not hear from you by ${formatLongDate(facts.closure.deadline)}, we will refund you in full.`,
  ];
}

/**
 * A closure e-mail in the Trigger Email shape. The notice links to the choice in My Bookings; a
 * credit or a refund carries the stay's calendar event cancelled, so calendars drop it.
 */
export async function closureMail(
  kind: ClosureMailKind,
  facts: ClosureMailFacts,
): Promise<MailDocument> {
  const { renderClosureMail } = await import('./closure-mail-body.tsx');
  const stay = `${formatLongDate(facts.arrival)} to ${formatLongDate(facts.departure)}`;
  const button =
    kind === 'closure-notice'
      ? { href: `${facts.siteOrigin}${closureChoicePath(facts.bookingId)}`, label: 'Choose now' }
      : { href: `${facts.siteOrigin}${PATHS.myBookings}`, label: 'See your bookings' };
  const { html, text } = await renderClosureMail({
    heading: HEADINGS[kind],
    opening: opening(kind, facts),
    reason: facts.closure.reason,
    summary: [
      ['Booking reference', facts.bookingId],
      ['Campground', facts.locationName],
      ['Package', facts.packageName],
      ['Stay', stay],
    ],
    ...(kind === 'closure-notice' ? { choices: choices(facts) } : {}),
    ...(kind === 'closure-credited' && facts.voucher
      ? {
          voucher: [
            ['Code', formatVoucherCode(facts.voucher.code)],
            ['Amount', formatAud(facts.voucher.amountCents)],
            ['Valid until', formatLongDate(facts.voucher.expiresOn)],
          ],
          closing: 'Keep this e-mail: enter the code when you book to pay with the voucher.',
        }
      : {}),
    button,
    siteOrigin: facts.siteOrigin,
  });
  const cancelsStay = kind === 'closure-credited' || kind === 'closure-refunded';
  return {
    to: facts.to,
    bookingId: facts.bookingId,
    message: {
      subject: `${SUBJECTS[kind]} | ${PRODUCT_NAME}`,
      text,
      html,
      ...(cancelsStay
        ? {
            attachments: [
              {
                filename: 'stay.ics',
                contentType: 'text/calendar; charset=utf-8; method=CANCEL',
                content: stayCalendar({
                  bookingId: facts.bookingId,
                  arrival: facts.arrival,
                  departure: facts.departure,
                  title: `Camping at ${facts.locationName} (${PRODUCT_NAME})`,
                  location: facts.locationName,
                  description: `${facts.packageName}, ${facts.guests} guests. Booking ${facts.bookingId}.`,
                  method: 'CANCEL',
                  sequence: facts.sequence,
                  now: facts.now,
                }),
              },
            ],
          }
        : {}),
    },
  };
}
