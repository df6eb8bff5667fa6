import { describe, expect, it } from 'vitest';
import { CSP_REPORTS_PER_REQUEST, cspViolationReports } from './csp-report.ts';

describe('cspViolationReports', () => {
  it("reads report-uri's format, keeping the page's path without its query", () => {
    const body = {
      'csp-report': {
        'document-uri': 'https://completecamping.com.au/contact?name=Jo&email=jo%40example.com',
        referrer: '',
        'violated-directive': 'img-src',
        'effective-directive': 'img-src',
        'original-policy': "default-src 'self'",
        disposition: 'enforce',
        'blocked-uri': 'https://evil.example/pixel.png',
        'line-number': 3,
        'column-number': 9,
        'source-file': 'https://completecamping.com.au/assets/entry.js',
        'status-code': 200,
        'script-sample': '',
      },
    };
    expect(cspViolationReports(body, 'Mozilla/5.0')).toEqual([
      {
        message: 'Content Security Policy blocked https://evil.example/pixel.png (img-src)',
        path: '/contact',
        stack: 'https://completecamping.com.au/assets/entry.js:3:9',
        userAgent: 'Mozilla/5.0',
      },
    ]);
  });

  it("reads the Reporting API's batches, and only their CSP violations", () => {
    const body = [
      {
        type: 'csp-violation',
        age: 10,
        url: 'https://completecamping.com.au/pricing',
        user_agent: 'Chrome',
        body: {
          documentURL: 'https://completecamping.com.au/pricing',
          blockedURL: 'inline',
          effectiveDirective: 'script-src-elem',
          originalPolicy: "script-src 'self'",
          disposition: 'enforce',
          sample: 'alert(1)',
          statusCode: 200,
        },
      },
      { type: 'deprecation', url: 'https://completecamping.com.au/', body: { id: 'x' } },
    ];
    expect(cspViolationReports(body)).toEqual([
      {
        message: 'Content Security Policy blocked inline (script-src-elem)',
        path: '/pricing',
        stack: 'alert(1)',
        userAgent: 'Chrome',
      },
    ]);
  });

  it('refuses anything else, and batches larger than a page sends', () => {
    for (const body of [null, 'x', {}, { 'csp-report': {} }, [{ body: {} }], [{ type: 1 }]]) {
      expect(cspViolationReports(body), JSON.stringify(body)).toBeNull();
    }
    const report = { type: 'csp-violation', body: { documentURL: 'https://x.example/' } };
    expect(cspViolationReports(Array(CSP_REPORTS_PER_REQUEST).fill(report))).toHaveLength(
      CSP_REPORTS_PER_REQUEST,
    );
    expect(cspViolationReports(Array(CSP_REPORTS_PER_REQUEST + 1).fill(report))).toBeNull();
  });

  it('keeps a report whose page is not a URL, under the path /', () => {
    const pathOf = (page: string) =>
      cspViolationReports({ 'csp-report': { 'document-uri': page } })?.[0]?.path;
    expect(pathOf('https://x.example')).toBe('/');
    expect(pathOf('http://127.0.0.1:5173/faq#top')).toBe('/faq');
    expect(pathOf('HTTPS://X.EXAMPLE/a/b?c=d')).toBe('/a/b');
    for (const page of ['not a url', 'about:blank']) {
      expect(cspViolationReports({ 'csp-report': { 'document-uri': page } })).toEqual([
        { message: 'Content Security Policy blocked something (unknown directive)', path: '/' },
      ]);
    }
  });
});
