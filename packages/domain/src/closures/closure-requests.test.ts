import { describe, expect, it } from 'vitest';
import {
  CHOICE_REASON_REQUIRED,
  CLOSURE_REASON_REQUIRED,
  closureChoiceRequestSchema,
  staffClosureChoiceRequestSchema,
  staffCloseCampgroundsSchema,
} from './closure-requests.ts';

const closure = {
  locationIds: ['blue-gum-flat'],
  firstNight: '2027-01-08',
  lastNight: '2027-01-10',
  reason: 'Total fire ban across the Blue Mountains.',
  idempotencyKey: '0b6f5d3c-3f3a-4c7e-9a59-1f2d7c1c9a10',
};

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('staffCloseCampgroundsSchema', () => {
  it('takes campgrounds, nights both included, a reason and a key', () => {
    expect(staffCloseCampgroundsSchema.parse(closure)).toEqual(closure);
    expect(
      staffCloseCampgroundsSchema.safeParse({ ...closure, lastNight: closure.firstNight }).success,
    ).toBe(true);
  });

  it('refuses with sentences a person understands', () => {
    expect(messages(staffCloseCampgroundsSchema.safeParse({ ...closure, reason: ' ' }))).toEqual([
      CLOSURE_REASON_REQUIRED,
    ]);
    expect(
      messages(staffCloseCampgroundsSchema.safeParse({ ...closure, lastNight: '2027-01-07' })),
    ).toEqual(['The last night must not be before the first night.']);
    expect(
      messages(staffCloseCampgroundsSchema.safeParse({ ...closure, locationIds: [] })),
    ).toEqual(['Choose at least one campground to close.']);
    expect(
      messages(staffCloseCampgroundsSchema.safeParse({ ...closure, locationIds: ['a', 'a'] })),
    ).toEqual(['List each campground once.']);
  });
});

describe('the choice', () => {
  it('is a move (a campground and an arrival), a credit or a refund', () => {
    for (const choice of [
      { kind: 'move', locationId: 'blue-gum-flat', arrival: '2027-02-01' },
      { kind: 'credit' },
      { kind: 'refund' },
    ]) {
      expect(closureChoiceRequestSchema.parse({ bookingId: 'b1', choice })).toEqual({
        bookingId: 'b1',
        choice,
      });
    }
  });

  it('says what to choose when the choice is anything else', () => {
    expect(
      messages(closureChoiceRequestSchema.safeParse({ bookingId: 'b1', choice: { kind: 'swap' } })),
    ).toEqual(['Choose to move the stay, take a credit or be refunded.']);
  });

  it('asks staff for a reason', () => {
    expect(
      messages(
        staffClosureChoiceRequestSchema.safeParse({
          bookingId: 'b1',
          choice: { kind: 'refund' },
          reason: '',
        }),
      ),
    ).toEqual([CHOICE_REASON_REQUIRED]);
  });
});
