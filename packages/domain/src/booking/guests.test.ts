import { describe, expect, it } from 'vitest';
import { guestLimit, guestsProblem } from './guests.ts';

const essentials = { name: 'Essentials', sleeps: 2 };
const sleepingKit = { sleeps: 1 };
const firewood = {};

describe('guestLimit', () => {
  it('is what the package sleeps, one more for each extra sleeping kit', () => {
    expect(guestLimit(essentials, [])).toBe(2);
    expect(guestLimit(essentials, [{ addOn: firewood, quantity: 3 }])).toBe(2);
    expect(guestLimit(essentials, [{ addOn: sleepingKit, quantity: 1 }])).toBe(3);
    expect(
      guestLimit(essentials, [
        { addOn: firewood, quantity: 2 },
        { addOn: sleepingKit, quantity: 3 },
      ]),
    ).toBe(5);
  });
});

describe('guestsProblem', () => {
  it('says how many the package sleeps, and whether that counts the add-ons', () => {
    expect(guestsProblem(2, essentials, [])).toBeNull();
    expect(guestsProblem(3, essentials, [])).toBe('The Essentials package sleeps up to 2.');
    expect(guestsProblem(3, essentials, [{ addOn: sleepingKit, quantity: 1 }])).toBeNull();
    expect(guestsProblem(4, essentials, [{ addOn: sleepingKit, quantity: 1 }])).toBe(
      'The Essentials package sleeps up to 3 with the add-ons you chose.',
    );
  });
});
