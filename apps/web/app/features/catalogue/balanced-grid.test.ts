import { describe, expect, it } from 'vitest';
import { leadCardSpan } from './balanced-grid.ts';

/** The first card's span at a width, as the browser applies the classes: lg overrides sm. */
function spanAt(classes: string, breakpoint: 'sm' | 'lg'): number {
  const span = (prefix: string) =>
    Number(new RegExp(`${prefix}:col-span-(\\d)`).exec(classes)?.[1] ?? 0) || undefined;
  return (breakpoint === 'lg' ? (span('lg') ?? span('sm')) : span('sm')) ?? 1;
}

/** How many cells the last row of a grid fills. */
function lastRow(count: number, columns: number, leadSpan: number): number {
  const cells = count - 1 + leadSpan;
  return cells % columns === 0 ? columns : cells % columns;
}

describe('leadCardSpan', () => {
  it('fills every row at two and at three columns, whatever the number of cards', () => {
    for (let count = 1; count <= 13; count++) {
      const classes = leadCardSpan(count);
      expect(lastRow(count, 2, spanAt(classes, 'sm')), `${count} cards in 2 columns`).toBe(2);
      expect(lastRow(count, 3, spanAt(classes, 'lg')), `${count} cards in 3 columns`).toBe(3);
      expect(spanAt(classes, 'lg'), `${count} cards`).toBeLessThanOrEqual(Math.max(count, 3));
    }
  });

  it('leaves the first card alone when the rows already come out even', () => {
    expect(leadCardSpan(6)).toBe('');
    expect(leadCardSpan(7)).toBe('sm:col-span-2 lg:col-span-3');
    expect(leadCardSpan(3)).toBe('sm:col-span-2 lg:col-span-1');
  });
});
