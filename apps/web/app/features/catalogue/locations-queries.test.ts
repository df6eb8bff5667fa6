import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { everyLocationQuery, locationQuery, locationsQuery } from './locations-queries.ts';

const [archived, listed] = [{ ...LOCATIONS[0]!, archived: true }, LOCATIONS[1]!];

describe('the campground queries', () => {
  it('leave archived campgrounds out of what the public lists and the checkout offer', () => {
    const ids = locationsQuery.select!([archived, listed]).map((location) => location.id);
    expect(ids).toEqual([listed.id]);
  });

  it('keep archived campgrounds where existing bookings name them', () => {
    const ids = everyLocationQuery.select!([archived, listed]).map((location) => location.id);
    expect(ids.sort()).toEqual([archived.id, listed.id].sort());
  });

  it('answer an archived campground’s page as no campground', () => {
    expect(locationQuery(archived.id).select!(archived)).toBeNull();
    expect(locationQuery(listed.id).select!({ ...listed, archived: false })).toMatchObject({
      id: listed.id,
    });
  });

  it('share one read and one cache', () => {
    expect(everyLocationQuery.queryKey).toEqual(locationsQuery.queryKey);
  });
});
