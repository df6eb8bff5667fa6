import { render, toPlainText } from '@react-email/components';
import type { ReactElement } from 'react';

/** The two parts of an e-mail, made from one template. */
export interface RenderedMail {
  html: string;
  text: string;
}

/**
 * Renders a template to HTML and derives the plain-text part from that HTML, so both always carry
 * the same words. Headings keep their case, facts are one a line, links read "words <address>", the invoice table keeps
 * its columns.
 */
export async function renderMail(template: ReactElement): Promise<RenderedMail> {
  const html = await render(template);
  const text = toPlainText(html, {
    selectors: [
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      {
        selector: 'p.mail-fact',
        format: 'paragraph',
        options: { leadingLineBreaks: 1, trailingLineBreaks: 1 },
      },
      { selector: 'a', options: { linkBrackets: ['<', '>'], hideLinkHrefIfSameAsText: true } },
      {
        selector: 'table.mail-invoice',
        format: 'dataTable',
        options: { uppercaseHeaderCells: false },
      },
    ],
  });
  return { html, text: `${text.trim()}\n` };
}
