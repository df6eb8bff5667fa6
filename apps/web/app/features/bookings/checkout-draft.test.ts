import { afterEach, describe, expect, it } from 'vitest';
import { parseIsoDate } from '@camping/domain/dates/calendar';
import {
  forgetCheckoutDraft,
  readCheckoutDraft,
  saveCheckoutDraft,
  startingChoices,
} from './checkout-draft.ts';

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
  it('gives back every choice to the same person only, until forgotten', () => {
    saveCheckoutDraft('casey', draft);
    expect(readCheckoutDraft('casey')).toEqual(draft);
    expect(readCheckoutDraft('someone-else')).toBeNull();
    forgetCheckoutDraft();
    expect(readCheckoutDraft('casey')).toBeNull();
  });

  it('takes only what has the right shape from storage', () => {
    sessionStorage.setItem(
      'camping:checkout-draft',
      JSON.stringify({
        ...draft,
        uid: 'casey',
        guests: 'two',
        addOns: [{ addOnId: 1 }],
        arrival: 5,
      }),
    );
    expect(readCheckoutDraft('casey')).toEqual({
      locationId: 'royal-bonnie-vale',
      packageId: 'glamping-bell-tent',
      addOns: [],
      departure: '2027-03-14',
      phone: '+61412345678',
      notes: 'Near the creek, please.',
    });
    sessionStorage.setItem('camping:checkout-draft', '{not json');
    expect(readCheckoutDraft('casey')).toBeNull();
  });

  it('starts from the draft of the link’s choices; a link to others keeps only the phone', () => {
    const none = { locationId: null, packageId: null };
    const today = '2027-03-01';
    expect(startingChoices(none, draft, today)).toEqual(draft);
    expect(
      startingChoices({ locationId: 'royal-bonnie-vale', packageId: null }, draft, today),
    ).toEqual(draft);
    expect(startingChoices({ ...none, packageId: 'essentials' }, draft, today)).toEqual({
      packageId: 'essentials',
      phone: '+61412345678',
    });
    expect(
      startingChoices({ locationId: 'lane-cove-river', packageId: null }, null, today),
    ).toEqual({ locationId: 'lane-cove-river' });
    // A stay that has begun since is chosen again.
    const begun = startingChoices(none, draft, '2027-03-12');
    expect(begun).toEqual(expect.objectContaining({ guests: 2, phone: '+61412345678' }));
    expect([begun.arrival, begun.departure]).toEqual([undefined, undefined]);
  });

  it('takes the stay and guests a search’s link names over the draft’s, and no stay begun since', () => {
    const today = '2027-03-01';
    const stay = {
      arrival: parseIsoDate('2027-04-09'),
      departure: parseIsoDate('2027-04-11'),
      guests: 4,
    };
    const link = { locationId: 'royal-bonnie-vale', packageId: 'family-basecamp', stay };
    expect(startingChoices(link, draft, today)).toEqual({
      locationId: 'royal-bonnie-vale',
      packageId: 'family-basecamp',
      phone: '+61412345678',
      ...stay,
    });
    expect(startingChoices({ ...link, packageId: 'glamping-bell-tent' }, draft, today)).toEqual({
      ...draft,
      ...stay,
    });
    expect(startingChoices(link, null, '2027-04-10')).toEqual({
      locationId: 'royal-bonnie-vale',
      packageId: 'family-basecamp',
      guests: 4,
    });
  });
});
