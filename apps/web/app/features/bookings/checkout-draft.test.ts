import { afterEach, describe, expect, it } from 'vitest';
import { readCheckoutDraft, saveCheckoutDraft } from './checkout-draft.ts';

const draft = {
  locationId: 'royal-bonnie-vale',
  packageId: 'glamping-bell-tent',
  addOns: [{ addOnId: 'firewood', quantity: 2 }],
  guests: 2,
  arrival: '2027-03-11',
  departure: '2027-03-14',
  phone: '+61412345678',
  notes: 'Near the creek, please.',
};

afterEach(() => sessionStorage.clear());

describe('checkout draft', () => {
  it('gives back the choices of the same campground and package', () => {
    saveCheckoutDraft(draft);
    expect(readCheckoutDraft('royal-bonnie-vale', 'glamping-bell-tent')).toEqual({
      addOns: draft.addOns,
      guests: 2,
      arrival: '2027-03-11',
      departure: '2027-03-14',
      phone: '+61412345678',
      notes: 'Near the creek, please.',
    });
    expect(readCheckoutDraft('royal-bonnie-vale', 'essentials')).toBeNull();
  });

  it('takes only what has the right shape from storage', () => {
    sessionStorage.setItem(
      'camping:checkout-draft',
      JSON.stringify({ ...draft, guests: 'two', addOns: [{ addOnId: 1 }], arrival: 5 }),
    );
    expect(readCheckoutDraft('royal-bonnie-vale', 'glamping-bell-tent')).toEqual({
      addOns: [],
      departure: '2027-03-14',
      phone: '+61412345678',
      notes: 'Near the creek, please.',
    });
    sessionStorage.setItem('camping:checkout-draft', '{not json');
    expect(readCheckoutDraft('royal-bonnie-vale', 'glamping-bell-tent')).toBeNull();
  });
});
