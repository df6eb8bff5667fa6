import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SocialLinks } from './social-links.tsx';

afterEach(cleanup);

describe('SocialLinks', () => {
  it('links to our page on the four networks, each opening safely in a new tab', () => {
    render(<SocialLinks />);
    const list = screen.getByRole('list', { name: 'Follow us' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Instagram (opens in a new tab)', 'https://www.instagram.com/completecamping/'],
      ['Facebook (opens in a new tab)', 'https://www.facebook.com/completecamping'],
      ['Pinterest (opens in a new tab)', 'https://www.pinterest.com.au/completecamping/'],
      ['YouTube (opens in a new tab)', 'https://www.youtube.com/@completecamping'],
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
