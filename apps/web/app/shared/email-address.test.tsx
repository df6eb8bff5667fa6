import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#app/test/render.tsx';
import { EmailAddress, withEmailAddresses } from './email-address.tsx';

describe('EmailAddress', () => {
  it('offers line breaks only before the @ and the dots, and reads as the address', () => {
    const { container } = renderWithProviders(<EmailAddress email="casey.camper@example.com.au" />);
    const span = container.firstElementChild!;
    expect(span.textContent).toBe('casey.camper@example.com.au');
    // Each <wbr> sits just before a "." or "@": nowhere inside a word.
    const breaks = [...span.childNodes].flatMap((node, index, nodes) =>
      node.nodeName === 'WBR' ? [nodes[index + 1]!.textContent![0]] : [],
    );
    expect(breaks).toEqual(['.', '@', '.', '.']);
    // The last resort for a part longer than the line, on the address alone.
    expect(span.className).toBe('wrap-anywhere');
  });
});

describe('withEmailAddresses', () => {
  it('wraps each address in a sentence and leaves the rest as text', () => {
    const { container } = renderWithProviders(
      <p>{withEmailAddresses('We have e-mailed a link to casey@example.com. It works once.')}</p>,
    );
    expect(container.textContent).toBe(
      'We have e-mailed a link to casey@example.com. It works once.',
    );
    expect(container.querySelectorAll('span.wrap-anywhere')).toHaveLength(1);
    expect(container.querySelector('span')!.textContent).toBe('casey@example.com');
  });
});
