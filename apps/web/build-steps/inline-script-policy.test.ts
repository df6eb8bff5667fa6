import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { withInlineScriptPolicy } from './inline-script-policy.ts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('withInlineScriptPolicy', () => {
  const page =
    '<html><head><title>x</title></head><body><script>window.a = 1;</script>' +
    '<script type="module" async="">import "/assets/a.js";</script><script src="/assets/b.js"></script></body></html>';

  it('allows exactly the inline scripts of the page, by hash', () => {
    const result = withInlineScriptPolicy(page);
    const policy = /content="([^"]+)"/.exec(result)?.[1] ?? '';
    expect(policy).toContain(sha('window.a = 1;'));
    expect(policy).toContain(sha('import "/assets/a.js";'));
    expect(policy).not.toContain('unsafe-inline');
    expect(policy.match(/sha256-/g)).toHaveLength(2);
    expect(policy).toMatch(/^script-src 'self' /);
  });

  it('puts the policy early in the head, after the charset and before any script', () => {
    expect(withInlineScriptPolicy(page)).toMatch(
      /^<html><head><meta http-equiv="Content-Security-Policy"/,
    );
    expect(withInlineScriptPolicy(page.replace('<head>', '<head><meta charSet="utf-8"/>'))).toMatch(
      /^<html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/,
    );
  });
});
