import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#app/test/render.tsx';
import { PageMeta } from './page-meta.tsx';

const head = () => document.head;
const content = (selector: string) => head().querySelector(selector)?.getAttribute('content');

/** The meta tags of a public page: the pricing page's. */
const renderPricingMeta = () =>
  renderWithProviders(
    <PageMeta
      title="Pricing | The Complete Camping Experience"
      description="What it costs."
      path="/pricing"
    />,
  );

describe('PageMeta', () => {
  it('sets the title, description and canonical link of a public page', () => {
    renderPricingMeta();
    expect(document.title).toBe('Pricing | The Complete Camping Experience');
    expect(content('meta[name="description"]')).toBe('What it costs.');
    expect(head().querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://completecamping.com.au/pricing',
    );
  });

  it('sets Open Graph tags with absolute URLs', () => {
    renderPricingMeta();
    expect(content('meta[property="og:title"]')).toBe('Pricing | The Complete Camping Experience');
    expect(content('meta[property="og:description"]')).toBe('What it costs.');
    expect(content('meta[property="og:url"]')).toBe('https://completecamping.com.au/pricing');
    expect(content('meta[property="og:image"]')).toBe(
      'https://completecamping.com.au/images/social-card.jpg',
    );
    expect(content('meta[property="og:locale"]')).toBe('en_AU');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
  });

  it('gives a private page its title only', () => {
    renderWithProviders(<PageMeta title="My Bookings | The Complete Camping Experience" />);
    expect(document.title).toBe('My Bookings | The Complete Camping Experience');
    expect(head().querySelector('meta, link[rel="canonical"]')).toBeNull();
  });
});
