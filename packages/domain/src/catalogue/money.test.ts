import { describe, expect, it } from 'vitest';
import { formatAud } from './money.ts';

describe('formatAud', () => {
  it('writes cents as dollars and cents', () => {
    expect(formatAud(14_900)).toBe('$149.00');
    expect(formatAud(5)).toBe('$0.05');
    expect(formatAud(123_456_78)).toBe('$123,456.78');
  });
});
