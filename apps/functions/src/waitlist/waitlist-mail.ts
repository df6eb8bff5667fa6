import { formatLongDate } from '@camping/domain/booking/capacity';
import type { IsoDate } from '@camping/domain/dates/calendar';
import type { MailDocument, WaitlistDocument } from '@camping/domain/firestore/documents';
import { PRODUCT_NAME } from '@camping/domain/product';
import { checkoutStayPath } from '@camping/domain/site/stay-links';
import { WAITLIST_SENTENCES } from '@camping/domain/waitlist/waitlist';
import { functionsBase, siteOrigin } from '../payments/payment-urls.ts';

/** What the e-mail says beside the request: the names of its campground and package. */
export interface WaitlistMailFacts {
  requestId: string;
  request: Pick<
    WaitlistDocument,
    'email' | 'locationId' | 'packageId' | 'arrival' | 'departure' | 'guests' | 'unsubscribeToken'
  >;
  locationName: string;
  packageName: string;
}

/** The address that stops a request's e-mails without logging in (unsubscribe-page.ts). */
export const unsubscribeUrl = (requestId: string, token: string, base = functionsBase()) =>
  `${base}/unsubscribeWaitlist?request=${encodeURIComponent(requestId)}&token=${encodeURIComponent(token)}`;

/** The e-mail telling a waiting customer their stay's nights are free, with the way to book them. */
export async function waitlistMail(
  facts: WaitlistMailFacts,
  origin = siteOrigin(),
  base = functionsBase(),
): Promise<MailDocument> {
  const { request } = facts;
  const arrival = formatLongDate(request.arrival as IsoDate);
  const departure = formatLongDate(request.departure as IsoDate);
  // Loaded with the first e-mail, so functions that send none start faster.
  const { renderWaitlistMail } = await import('./waitlist-mail-body.tsx');
  const { html, text } = await renderWaitlistMail({
    opening: `The stay you asked about at ${facts.locationName} is free again.`,
    summary: [
      ['Campground', facts.locationName],
      ['Package', facts.packageName],
      ['Arrival', arrival],
      ['Departure', departure],
      ['Guests', String(request.guests)],
    ],
    nothingHeld: WAITLIST_SENTENCES.nothingHeld,
    checkoutUrl: `${origin}${checkoutStayPath({
      locationId: request.locationId,
      packageId: request.packageId,
      arrival: request.arrival as IsoDate,
      departure: request.departure as IsoDate,
      guests: request.guests,
    })}`,
    unsubscribeUrl: unsubscribeUrl(facts.requestId, request.unsubscribeToken, base),
    siteOrigin: origin,
  });
  return {
    to: request.email,
    message: {
      subject: `Your stay at ${facts.locationName} is free again | ${PRODUCT_NAME}`,
      text,
      html,
    },
  };
}
