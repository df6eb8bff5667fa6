import { describe, expect, it } from 'vitest';
import { changedFields, describeValue } from './audit-diff.ts';

describe('changedFields', () => {
  it('lists only the fields that changed, nested ones by their path', () => {
    expect(
      changedFields(
        { name: 'Euroka', coordinates: { lat: -33.8, lng: 150.6 }, closures: [], sortOrder: 1 },
        {
          name: 'Euroka',
          coordinates: { lat: -33.9, lng: 150.6 },
          closures: [{ from: '2026-12-01', to: '2026-12-03' }],
          sortOrder: 1,
        },
      ),
    ).toEqual([
      { field: 'closures', before: '[]', after: '[{"from":"2026-12-01","to":"2026-12-03"}]' },
      { field: 'coordinates.lat', before: '-33.8', after: '-33.9' },
    ]);
  });

  it('shows a field added or removed, and every field of a created document', () => {
    expect(changedFields({ a: 1, b: 'x' }, { a: 1, c: true })).toEqual([
      { field: 'b', before: 'x', after: null },
      { field: 'c', before: null, after: 'true' },
    ]);
    expect(changedFields(null, { kitCount: 6 })).toEqual([
      { field: 'kitCount', before: null, after: '6' },
    ]);
    expect(changedFields(null, null)).toEqual([]);
  });

  it('shows only the entries added to a list that grew, such as a booking history', () => {
    const requested = { status: 'requested', by: 'stripe' };
    const confirmed = { status: 'confirmed', by: 'sam', note: 'See you!' };
    expect(
      changedFields(
        { history: [requested], status: 'requested' },
        { history: [requested, confirmed], status: 'confirmed' },
      ),
    ).toEqual([
      { field: 'history (added)', before: null, after: describeValue([confirmed]) },
      { field: 'status', before: 'requested', after: 'confirmed' },
    ]);
  });

  it('sees no change in objects whose keys come in another order', () => {
    expect(
      changedFields(
        { adjustment: [{ type: 'surcharge', surchargeCents: 3000 }] },
        { adjustment: [{ surchargeCents: 3000, type: 'surcharge' }] },
      ),
    ).toEqual([]);
  });
});

describe('describeValue', () => {
  it('writes a Firestore time as the moment it is, alone or inside a value', () => {
    const at = new Date('2026-11-25T03:00:00.000Z');
    const timestamp = { toDate: () => at, seconds: 1, nanoseconds: 0 };
    expect(describeValue([timestamp])).toBe('["2026-11-25T03:00:00.000Z"]');
    expect(describeValue(timestamp)).toBe('2026-11-25T03:00:00.000Z');
  });
});
