import type { ContactMessage } from '@camping/domain/contact/contact-message';

/** A reply in the staff member's own mail program, to the sender, about their message. */
export function replyLink(message: Pick<ContactMessage, 'email' | 'topic'>): string {
  return `mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.topic}`)}`;
}
