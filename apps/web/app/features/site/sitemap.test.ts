import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap.ts';

describe('sitemapXml', () => {
  it('lists each path once as an absolute URL', () => {
    const xml = sitemapXml('https://example.com.au', [
      '/',
      '/pricing',
      '/locations/lane-cove',
      '/pricing',
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://example.com.au/</loc></url>',
        '  <url><loc>https://example.com.au/pricing</loc></url>',
        '  <url><loc>https://example.com.au/locations/lane-cove</loc></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('escapes what XML would misread', () => {
    expect(sitemapXml('https://example.com.au', ["/search?a=1&b='2'"])).toContain(
      '<loc>https://example.com.au/search?a=1&#38;b=%272%27</loc>',
    );
  });
});
