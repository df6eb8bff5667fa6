import { describe, expect, it } from 'vitest';
import { firstLoadScripts, pageHeadTags, type Manifest } from './page-assets.ts';

const MANIFEST: Manifest = {
  'app/entry.client.tsx': { file: 'assets/entry.client-1.js', imports: ['_react-2.js'] },
  'app/app.css': {
    file: 'assets/app-3.css',
    assets: [
      'assets/figtree-greek-wght-normal-7.woff2',
      'assets/figtree-latin-wght-normal-8.woff2',
      'assets/fraunces-latin-wght-normal-9.woff2',
      'assets/fraunces-latin-ext-wght-normal-10.woff2',
    ],
  },
  '_react-2.js': { file: 'assets/react-2.js' },
  'app/features/content/faq-page.tsx': {
    file: 'assets/faq-page-4.js',
    imports: ['_react-2.js', '_styles-5.js'],
  },
  '_styles-5.js': { file: 'assets/styles-5.js', css: ['assets/styles-6.css'] },
};

// Only the Latin files of the two typefaces: the other scripts' files load when a page uses them.
const FONT_PRELOADS =
  '<link rel="preload" href="/assets/figtree-latin-wght-normal-8.woff2" as="font" type="font/woff2" crossorigin>' +
  '<link rel="preload" href="/assets/fraunces-latin-wght-normal-9.woff2" as="font" type="font/woff2" crossorigin>';

/** Stands in for the build's files: each stylesheet says which it is. */
const readAsset = (file: string) => `/* ${file} */`;

describe('pageHeadTags', () => {
  it('carries the styles inline, starts the entry and preloads the key fonts and every chunk the page needs, once each', () => {
    expect(pageHeadTags(MANIFEST, ['features/content/faq-page.tsx'], readAsset)).toBe(
      '<style>/* assets/app-3.css */</style>' +
        '<style>/* assets/styles-6.css */</style>' +
        FONT_PRELOADS +
        '<script type="module" src="/assets/entry.client-1.js"></script>' +
        '<link rel="modulepreload" href="/assets/react-2.js">' +
        '<link rel="modulepreload" href="/assets/faq-page-4.js">' +
        '<link rel="modulepreload" href="/assets/styles-5.js">',
    );
  });

  it('needs only the entry for a page without modules of its own (the SPA fallback)', () => {
    expect(pageHeadTags(MANIFEST, [], readAsset)).toBe(
      '<style>/* assets/app-3.css */</style>' +
        FONT_PRELOADS +
        '<script type="module" src="/assets/entry.client-1.js"></script>' +
        '<link rel="modulepreload" href="/assets/react-2.js">',
    );
  });

  it('refuses a stylesheet that would end its element early', () => {
    expect(() => pageHeadTags(MANIFEST, [], () => 'p::after { content: "</style>" }')).toThrow(
      'assets/app-3.css cannot be inlined: it contains "</style".',
    );
  });

  it("refuses a build without the app's styles", () => {
    const withoutStyles = Object.fromEntries(
      Object.entries(MANIFEST).filter(([key]) => key !== 'app/app.css'),
    );
    expect(() => pageHeadTags(withoutStyles, [], readAsset)).toThrow(
      'app/app.css is not in the build manifest.',
    );
  });

  it('refuses a page module the build did not produce', () => {
    expect(() => pageHeadTags(MANIFEST, ['features/nowhere-page.tsx'], readAsset)).toThrow(
      'app/features/nowhere-page.tsx is not in the build manifest.',
    );
  });
});

describe('firstLoadScripts', () => {
  it('lists the entry and the preloaded modules of a page, once each', () => {
    const head = pageHeadTags(MANIFEST, ['features/content/faq-page.tsx'], readAsset);
    expect(firstLoadScripts(`<html><head>${head}</head><body></body></html>`)).toEqual([
      '/assets/entry.client-1.js',
      '/assets/react-2.js',
      '/assets/faq-page-4.js',
      '/assets/styles-5.js',
    ]);
  });
});
