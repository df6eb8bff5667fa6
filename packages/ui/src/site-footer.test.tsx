import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer.tsx';

afterEach(cleanup);

function linksOf(region: HTMLElement) {
  return within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('SiteFooter', () => {
  it('groups the Menu and Legal links under their headings', () => {
    render(<SiteFooter />, { wrapper: MemoryRouter });
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(menu).getByRole('heading', { level: 2, name: 'Menu' })).toBeInTheDocument();
    expect(linksOf(menu)).toEqual([
      ['About Us', '/about-us'],
      ['Locations', '/locations'],
      ['FAQs', '/faq'],
      ['Gift vouchers', '/gift-vouchers'],
      ['Contact', '/contact'],
    ]);
    expect(linksOf(screen.getByRole('navigation', { name: 'Legal' }))).toEqual([
      ['Terms and conditions', '/terms-and-conditions'],
      ['Privacy policy', '/privacy-policy'],
    ]);
  });

  it('has the logo, social links, copyright and the icon credit', () => {
    render(<SiteFooter />, { wrapper: MemoryRouter });
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'The Complete Camping Experience' }),
    ).toHaveAttribute('href', '/');
    expect(
      within(screen.getByRole('list', { name: 'Follow us' })).getAllByRole('link'),
    ).toHaveLength(4);
    expect(
      within(footer).getByText(/^© \d{4} The Complete Camping Experience/),
    ).toBeInTheDocument();
    expect(
      within(footer).getByRole('link', { name: 'Tabler Icons (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://tabler.io/icons');
  });
});
