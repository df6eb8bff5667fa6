import { describe, expect, it } from 'vitest';
import { slugSchema } from '@camping/domain/fields';
import { slugFromName } from './catalogue-slug.ts';

describe('slugFromName', () => {
  it.each([
    ['Mill Creek, Dharug National Park', 'mill-creek-dharug-national-park'],
    ['  Glamping Bell Tent ', 'glamping-bell-tent'],
    ['Café Crème — Brûlée', 'cafe-creme-brulee'],
    ['Kayak hire (double)', 'kayak-hire-double'],
  ])('makes %j into %j', (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it('always makes an id the contract accepts, or nothing from a name without letters', () => {
    expect(slugFromName('!!!')).toBe('');
    const long = slugFromName(`${'word '.repeat(20)}end`);
    expect(long.length).toBeLessThanOrEqual(60);
    expect(slugSchema.safeParse(long).success).toBe(true);
  });
});
