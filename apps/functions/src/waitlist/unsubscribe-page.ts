import { timingSafeEqual } from 'node:crypto';
import { onRequest } from 'firebase-functions/v2/https';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { FUNCTIONS } from '@camping/domain/callables';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { waitlistDocumentSchema } from '@camping/domain/firestore/documents';
import { waitlistDoc } from '@camping/domain/firestore/paths';
import { PRODUCT_NAME } from '@camping/domain/product';
import { PATHS } from '@camping/domain/site/paths';
import { waitlistRequestIdSchema } from '@camping/domain/waitlist/waitlist';
import { escapeHtml } from '../mail/html.ts';
import { siteOrigin } from '../payments/payment-urls.ts';
import { db } from '../shared/admin.ts';

/** The page's only style is its own; it runs no script, loads nothing and posts only to itself. */
const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

function page(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)} | ${escapeHtml(PRODUCT_NAME)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1c2a22;background:#faf7f0}
p.brand{font-weight:700;color:#1f5135}button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:2px solid #1f5135;background:#1f5135;color:#fff;cursor:pointer}
a{color:#1f5135}button:focus-visible,a:focus-visible{outline:3px solid #c2410c;outline-offset:2px}</style>
</head><body><main><p class="brand">${escapeHtml(PRODUCT_NAME)}</p><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`;
}

const gone = () =>
  page(
    'This link no longer works',
    `<p>You are no longer waiting for this stay, or the link is not whole. You can see the stays you are waiting for in <a href="${escapeHtml(siteOrigin())}${PATHS.account}">My Account</a>.</p>`,
  );

const sameToken = (given: string, stored: string) =>
  given.length === stored.length && timingSafeEqual(Buffer.from(given), Buffer.from(stored));

/** The request a link names, if its token is the request's: compared in constant time. */
async function requestOf(requestId: string, token: string) {
  if (!waitlistRequestIdSchema.safeParse(requestId).success || !token) return null;
  const snap = await db.doc(waitlistDoc(requestId)).get();
  if (!snap.exists) return null;
  const request = waitlistDocumentSchema.parse(snap.data());
  return sameToken(token, request.unsubscribeToken) ? request : null;
}

/**
 * The unsubscribe link of a waitlist e-mail, which works without logging in: GET shows the stay and
 * one button, a form that POSTs back here (link scanners fetch links, they do not submit forms, so
 * they unsubscribe nobody); POST checks the token again and deletes the request.
 */
export const unsubscribeWaitlist = onRequest(
  { region: FUNCTIONS.region, maxInstances: 10 },
  async (request, response) => {
    const requestId = String(request.query.request ?? request.body?.request ?? '');
    const token = String(request.query.token ?? request.body?.token ?? '');
    response.set('Cache-Control', 'no-store');
    response.set('Content-Security-Policy', PAGE_CSP);
    response.set('Referrer-Policy', 'no-referrer');
    const found = await requestOf(requestId, token);
    if (!found) {
      response.status(404).send(gone());
      return;
    }
    if (request.method === 'POST') {
      // Deleted only if it is still the request the token was checked against.
      await db.runTransaction(async (transaction) => {
        const ref = db.doc(waitlistDoc(requestId));
        const current = await transaction.get(ref);
        if (current.get('unsubscribeToken') === found.unsubscribeToken) transaction.delete(ref);
      });
      response.send(
        page(
          'You will not hear about this stay again',
          `<p>We have stopped e-mails about this stay. To find another, <a href="${escapeHtml(siteOrigin())}${PATHS.locations}">search our campgrounds</a>.</p>`,
        ),
      );
      return;
    }
    const stay = `${formatLongDate(found.arrival as IsoDate)} to ${formatLongDate(found.departure as IsoDate)}`;
    response.send(
      page(
        'Stop e-mails about this stay?',
        `<p>We e-mail you when your stay of ${escapeHtml(stay)} frees up.</p>
<form method="post"><input type="hidden" name="request" value="${escapeHtml(requestId)}"><input type="hidden" name="token" value="${escapeHtml(token)}">
<button type="submit">Stop these e-mails</button></form>`,
      ),
    );
  },
);
