import { createHash, timingSafeEqual } from 'node:crypto';
import { onRequest } from 'firebase-functions/v2/https';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { FUNCTIONS } from '@camping/domain/callables';
import { formatAud } from '@camping/domain/catalogue/money';
import { todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { documentIdSchema } from '@camping/domain/fields';
import {
  giftOrderDocumentSchema,
  voucherDocumentSchema,
} from '@camping/domain/firestore/documents';
import { giftOrderDoc, voucherDoc } from '@camping/domain/firestore/paths';
import { PRODUCT_NAME } from '@camping/domain/product';
import { GIFT_SENTENCES } from '@camping/domain/vouchers/gift-order';
import { formatVoucherCode, spendableCents } from '@camping/domain/vouchers/voucher';
import { escapeHtml } from '../mail/html.ts';
import { siteOrigin } from '../payments/payment-urls.ts';
import { db } from '../shared/admin.ts';

/** The Print button's one script, allowed by its hash: the page loads nothing and posts nowhere. */
const PRINT_SCRIPT =
  "document.getElementById('print').addEventListener('click',function(){window.print()});";
const PRINT_SCRIPT_HASH = createHash('sha256').update(PRINT_SCRIPT).digest('base64');
const PAGE_CSP = `default-src 'none'; style-src 'unsafe-inline'; script-src 'sha256-${PRINT_SCRIPT_HASH}'; form-action 'none'; base-uri 'none'; frame-ancestors 'none'`;

function page(heading: string, body: string): string {
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(heading)} | ${escapeHtml(PRODUCT_NAME)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1c2a22;background:#faf7f0}
p.brand{font-weight:700;color:#1f5135}a{color:#1f5135}.voucher{border:3px solid #1f5135;border-radius:1rem;padding:1.5rem;background:#fff}
.code{font-family:ui-monospace,monospace;font-size:1.5rem;letter-spacing:.1em;font-weight:700;overflow-wrap:anywhere}
blockquote{margin:1rem 0;padding-left:1rem;border-left:4px solid #1f5135;white-space:pre-line}dt{font-weight:600}dd{margin:0 0 .5rem}
button{font:inherit;padding:.75rem 1.25rem;border-radius:.5rem;border:2px solid #1f5135;background:#1f5135;color:#fff;cursor:pointer;margin-top:1rem}
button:focus-visible,a:focus-visible{outline:3px solid #c2410c;outline-offset:2px}
@media print{body{background:#fff;margin:0;max-width:none}button,.screen-only{display:none}.voucher{break-inside:avoid}}</style>
</head><body><main><p class="brand">${escapeHtml(PRODUCT_NAME)}</p><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`;
}

const broken = () =>
  page(
    'This link does not work',
    `<p>The link is not whole, or it is not a voucher's link. Copy the whole link from the e-mail, or ask whoever gave you the voucher to send it again.</p><p><a href="${escapeHtml(siteOrigin())}/">Go to our site</a></p>`,
  );

const sameToken = (given: string, stored: string) =>
  given.length === stored.length && timingSafeEqual(Buffer.from(given), Buffer.from(stored));

const orderIdSchema = documentIdSchema('missing', 'malformed');

/** The paid order a link names, with its voucher, if its token is the order's (constant time). */
async function voucherOf(orderId: string, token: string) {
  if (!orderIdSchema.safeParse(orderId).success || !token) return null;
  const snap = await db.doc(giftOrderDoc(orderId)).get();
  if (!snap.exists) return null;
  const order = giftOrderDocumentSchema.parse(snap.data());
  if (!sameToken(token, order.printToken) || !order.voucherCode) return null;
  const voucher = await db.doc(voucherDoc(order.voucherCode)).get();
  return voucher.exists
    ? { code: order.voucherCode, voucher: voucherDocumentSchema.parse(voucher.data()) }
    : null;
}

/**
 * The printable gift voucher the recipient's e-mail links to, which works without logging in: the
 * order's random token (128 bits) opens it. It shows the voucher ready to print (a Print button,
 * print styles without it) with what it can still pay today.
 */
export const giftVoucher = onRequest(
  { region: FUNCTIONS.region, maxInstances: 10 },
  async (request, response) => {
    response.set('Cache-Control', 'no-store');
    response.set('Content-Security-Policy', PAGE_CSP);
    response.set('Referrer-Policy', 'no-referrer');
    const found = await voucherOf(
      String(request.query.order ?? ''),
      String(request.query.token ?? ''),
    );
    if (!found?.voucher.gift) {
      response.status(404).send(broken());
      return;
    }
    const { code, voucher } = found;
    const gift = voucher.gift!;
    const today = todayInSydney();
    const left = spendableCents(voucher, today);
    const standing = voucher.voidedAt
      ? 'This voucher was cancelled and pays for nothing more.'
      : voucher.expiresOn < today
        ? 'This voucher has expired.'
        : `${formatAud(left)} left to spend.`;
    response.send(
      page(
        'Your gift voucher',
        `<div class="voucher">
<p>For <strong>${escapeHtml(gift.recipientName)}</strong>, from <strong>${escapeHtml(gift.buyerName)}</strong></p>
${gift.message ? `<blockquote>${escapeHtml(gift.message)}</blockquote>` : ''}
<dl><dt>Amount</dt><dd>${escapeHtml(formatAud(voucher.amountCents))}</dd>
<dt>Balance</dt><dd>${escapeHtml(standing)}</dd>
<dt>Voucher code</dt><dd class="code">${escapeHtml(formatVoucherCode(code))}</dd>
<dt>Valid until</dt><dd>${escapeHtml(formatLongDate(voucher.expiresOn as IsoDate))}</dd></dl>
<p>${escapeHtml(GIFT_SENTENCES.howToUse)}</p>
</div>
<button type="button" id="print">Print this voucher</button>
<p class="screen-only"><a href="${escapeHtml(siteOrigin())}/">Choose a stay</a></p>
<script>${PRINT_SCRIPT}</script>`,
      ),
    );
  },
);
