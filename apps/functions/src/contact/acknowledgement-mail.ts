import { CONTACT_ENTRIES } from '@camping/domain/contact/contact-entries';
import type { ContactMessage } from '@camping/domain/contact/contact-message';
import type { MailDocument } from '@camping/domain/firestore/documents';
import { PRODUCT_NAME } from '@camping/domain/product';
import { siteOrigin } from '../payments/payment-urls.ts';

/**
 * The e-mail that tells a visitor we have their message. Replies go to the team the topic belongs to.
 * The template escapes everything the visitor typed in the HTML part: it is untrusted input.
 */
export async function acknowledgementMail(
  message: ContactMessage,
  origin = siteOrigin(),
): Promise<MailDocument> {
  const team =
    CONTACT_ENTRIES.find((entry) => entry.label === message.topic) ?? CONTACT_ENTRIES[0]!;
  // Loaded with the first message, so functions that send no e-mail start faster.
  const { renderAcknowledgementMail } = await import('./acknowledgement-mail-body.tsx');
  const { html, text } = await renderAcknowledgementMail({
    name: message.name,
    intro: `Thanks for getting in touch with ${PRODUCT_NAME}. We have received your message about "${message.topic}" and will reply within one business day.`,
    message: message.message,
    teamEmail: team.email,
    siteOrigin: origin,
  });
  return {
    to: message.email,
    replyTo: team.email,
    message: { subject: `We have your message | ${PRODUCT_NAME}`, text, html },
  };
}
