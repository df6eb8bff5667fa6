import { PRODUCT_NAME } from '@camping/domain/product';
import { CONTACT_ENTRIES } from '@camping/domain/contact/contact-entries';
import type { ContactMessage } from '@camping/domain/contact/contact-message';
import type { MailDocument } from '@camping/domain/firestore/documents';
import { escapeHtml } from '../mail/html.ts';

/**
 * The e-mail that tells a visitor we have their message. Replies go to the team the topic belongs to.
 * Everything the visitor typed is escaped in the HTML part: it is untrusted input.
 */
export function acknowledgementMail(message: ContactMessage): MailDocument {
  const team =
    CONTACT_ENTRIES.find((entry) => entry.label === message.topic) ?? CONTACT_ENTRIES[0]!;
  const intro = `Thanks for getting in touch with ${PRODUCT_NAME}. We have received your message about "${message.topic}" and will reply within one business day.`;
  const signOff = `${PRODUCT_NAME}\n${team.email}`;
  return {
    to: message.email,
    replyTo: team.email,
    message: {
      subject: `We have your message | ${PRODUCT_NAME}`,
      text: `Hi ${message.name},\n\n${intro}\n\nYour message:\n\n${message.message}\n\n${signOff}\n`,
      html: [
        `<p>Hi ${escapeHtml(message.name)},</p>`,
        `<p>${escapeHtml(intro)}</p>`,
        '<p>Your message:</p>',
        `<blockquote style="white-space: pre-line">${escapeHtml(message.message)}</blockquote>`,
        `<p>${PRODUCT_NAME}<br><a href="mailto:${team.email}">${team.email}</a></p>`,
      ].join('\n'),
    },
  };
}
