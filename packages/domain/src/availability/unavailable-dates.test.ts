import { describe, expect, it } from 'vitest';
import {
  unavailableDatesRequestSchema,
  unavailableDatesResponseSchema,
} from './unavailable-dates.ts';

describe('unavailableDatesRequestSchema', () => {
  const request = { packageId: 'classic', from: '2026-12-01', to: '2026-12-31' };

  it('accepts a window with or without a campground', () => {
    expect(unavailableDatesRequestSchema.parse(request)).toEqual(request);
    expect(
      unavailableDatesRequestSchema.parse({ ...request, locationId: 'bouddi' }).locationId,
    ).toBe('bouddi');
    expect(unavailableDatesRequestSchema.parse({ ...request, to: request.from }).to).toBe(
      '2026-12-01',
    );
  });

  it('explains each problem', () => {
    const messages = (input: unknown) =>
      unavailableDatesRequestSchema.safeParse(input).error?.issues.map((issue) => issue.message) ??
      [];
    expect(messages({ ...request, from: '2026-12-32' })).toContain(
      'Use a real calendar date written as YYYY-MM-DD.',
    );
    expect(messages({ ...request, to: '2026-11-30' })).toContain(
      '"to" must be on or after "from".',
    );
    expect(messages({ ...request, to: '2028-02-01' })).toContain(
      'Ask for at most 400 days at a time.',
    );
    expect(messages({ ...request, packageId: '' })).not.toHaveLength(0);
    expect(messages({ ...request, extra: 1 })).not.toHaveLength(0);
    expect(messages(null)).not.toHaveLength(0);
  });
});

describe('unavailableDatesResponseSchema', () => {
  it('is a list of calendar dates', () => {
    expect(unavailableDatesResponseSchema.parse(['2026-12-24', '2026-12-25'])).toHaveLength(2);
    expect(unavailableDatesResponseSchema.safeParse(['2026-12-24T00:00:00Z']).success).toBe(false);
  });
});
