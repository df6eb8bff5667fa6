import { describe, expect, it } from 'vitest';
import { addOnSchema } from './add-on.ts';

const firewood = {
  id: 'firewood',
  name: 'Firewood bundle',
  description: 'Dry hardwood for the campfire.',
  priceCents: 2_500,
  per: 'stay',
  maxQuantity: 4,
};

describe('addOnSchema', () => {
  it('accepts an add-on charged per stay or per night', () => {
    expect(addOnSchema.parse(firewood)).toEqual(firewood);
    expect(addOnSchema.parse({ ...firewood, per: 'night' }).per).toBe('night');
  });

  it('may sleep campers: a whole number of them', () => {
    expect(addOnSchema.parse({ ...firewood, sleeps: 1 }).sleeps).toBe(1);
    expect(addOnSchema.safeParse({ ...firewood, sleeps: 0.5 }).success).toBe(false);
  });

  it('rejects other charging units and zero quantities', () => {
    expect(addOnSchema.safeParse({ ...firewood, per: 'hour' }).success).toBe(false);
    expect(addOnSchema.safeParse({ ...firewood, maxQuantity: 0 }).success).toBe(false);
  });
});
