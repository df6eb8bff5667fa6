import { describe, expect, it } from 'vitest';
import { FullWindows } from './full-windows.ts';

describe('FullWindows', () => {
  it('knows a window is full until it opens, and forgets it then', () => {
    const full = new FullWindows(10);
    expect(full.fullUntil('a', 1_000)).toBeUndefined();
    full.remember('a', 5_000);
    expect(full.fullUntil('a', 1_000)).toBe(5_000);
    expect(full.fullUntil('a', 4_999)).toBe(5_000);
    expect(full.fullUntil('a', 5_000)).toBeUndefined();
    // Forgotten once open, even when asked about an earlier moment afterwards.
    expect(full.fullUntil('a', 1_000)).toBeUndefined();
    expect(full.fullUntil('b', 1_000)).toBeUndefined();
  });

  it('keeps at most its capacity, forgetting the entry remembered longest ago first', () => {
    const full = new FullWindows(2);
    full.remember('a', 9_000);
    full.remember('b', 9_000);
    full.remember('a', 9_500);
    full.remember('c', 9_000);
    expect(full.fullUntil('b', 0)).toBeUndefined();
    expect(full.fullUntil('a', 0)).toBe(9_500);
    expect(full.fullUntil('c', 0)).toBe(9_000);
  });
});
