import { describe, expect, it } from 'vitest';
import type { IsoDate } from '@camping/domain/dates/calendar';
import {
  canArriveOn,
  isBookableStay,
  isSelectableDate,
  type StayConstraints,
} from './stay-selection.ts';

const d = (value: string) => value as IsoDate;
// 10 March booked out; arrivals from 20 March (a pretend peak) need 3 nights.
const constraints: StayConstraints = {
  unavailableNights: new Set(['2027-03-10']),
  minimumStay: (arrival) => (arrival >= '2027-03-20' ? 3 : 2),
};

describe('stay selection', () => {
  it('an arrival needs its shortest stay free', () => {
    expect(canArriveOn(d('2027-03-07'), constraints)).toBe(true);
    expect(canArriveOn(d('2027-03-09'), constraints)).toBe(false);
    expect(canArriveOn(d('2027-03-10'), constraints)).toBe(false);
    expect(canArriveOn(d('2027-03-11'), constraints)).toBe(true);
  });

  it('a booked-out day can be the departure: it is not a night of the stay', () => {
    expect(
      isBookableStay({ arrival: d('2027-03-08'), departure: d('2027-03-10') }, constraints),
    ).toBe(true);
    expect(isSelectableDate(d('2027-03-10'), d('2027-03-08'), constraints)).toBe(true);
    expect(isSelectableDate(d('2027-03-11'), d('2027-03-08'), constraints)).toBe(false);
  });

  it('once arrival is picked, only departures that make a long enough stay', () => {
    expect(isSelectableDate(d('2027-03-02'), d('2027-03-01'), constraints)).toBe(false);
    expect(isSelectableDate(d('2027-03-03'), d('2027-03-01'), constraints)).toBe(true);
    expect(isSelectableDate(d('2027-03-22'), d('2027-03-20'), constraints)).toBe(false);
    expect(isSelectableDate(d('2027-03-23'), d('2027-03-20'), constraints)).toBe(true);
    expect(isSelectableDate(d('2027-03-01'), d('2027-03-01'), constraints)).toBe(false);
  });

  it('picking the later day first works the same way round', () => {
    expect(isSelectableDate(d('2027-03-11'), d('2027-03-13'), constraints)).toBe(true);
    expect(isSelectableDate(d('2027-03-09'), d('2027-03-13'), constraints)).toBe(false);
  });

  it('stays are at most 28 nights', () => {
    expect(isSelectableDate(d('2027-04-29'), d('2027-04-01'), constraints)).toBe(true);
    expect(isSelectableDate(d('2027-04-30'), d('2027-04-01'), constraints)).toBe(false);
  });

  it('a stay of a set number of nights (a closed stay moved) takes only that departure', () => {
    const three = { ...constraints, minimumStay: () => 3, nights: 3 };
    expect(isSelectableDate(d('2027-03-14'), d('2027-03-11'), three)).toBe(true);
    expect(isSelectableDate(d('2027-03-15'), d('2027-03-11'), three)).toBe(false);
    expect(isBookableStay({ arrival: d('2027-03-11'), departure: d('2027-03-15') }, three)).toBe(
      false,
    );
  });
});
