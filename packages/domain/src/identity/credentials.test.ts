import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './credentials.ts';

describe('normaliseEmail', () => {
  it('trims and lower-cases, as the identity service stores addresses', () => {
    expect(normaliseEmail('  Casey@Example.COM ')).toBe('casey@example.com');
    expect(normaliseEmail('casey@example.com')).toBe('casey@example.com');
  });

  it('is idempotent: a normalised address stays as it is', () => {
    fc.assert(
      fc.property(fc.string(), (address) => {
        const once = normaliseEmail(address);
        expect(normaliseEmail(once)).toBe(once);
      }),
    );
  });
});
