import { expect } from 'vitest';
import type { MailDocument } from '@camping/domain/firestore/documents';

/** Every `href` of an e-mail's HTML part, entities decoded. */
export const linksOf = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll('&amp;', '&'));

/** The words of an e-mail's HTML part as a reader sees them: tags dropped, `&amp;` read as `&`. */
export const wordsOf = (html: string) => html.replace(/<[^>]*>/g, '').replaceAll('&amp;', '&');

/**
 * What every e-mail of ours keeps, whichever template made it: both parts, links a mail client can
 * follow (absolute: a mail has no address of its own; ours on the site's origin), the light and dark
 * declaration, and a plain-text part with no markup left in it.
 */
export function expectWellMadeMail(mail: MailDocument, siteOrigin: string) {
  const { html, text } = mail.message;
  expect(html).toMatch(/^<!DOCTYPE html/);
  expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
  expect(html).toContain('@media (prefers-color-scheme: dark)');
  const links = linksOf(html);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links)
    expect(link).toMatch(/^(https:\/\/|http:\/\/127\.0\.0\.1|mailto:|tel:)/);
  expect(links).toContain(`${siteOrigin}/`);
  expect(text).not.toMatch(/<\/?(p|a|div|table|td|strong|br)\b/);
  expect(text).not.toMatch(/&(amp|lt|gt|quot|#x?[0-9a-f]+);/i);
}
