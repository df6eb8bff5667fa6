import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.ts';

describe('escapeHtml', () => {
  it('escapes every character that means something in HTML', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jo</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jo&lt;/a&gt;',
    );
  });
});
