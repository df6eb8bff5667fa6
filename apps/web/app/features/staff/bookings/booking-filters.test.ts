import { describe, expect, it } from 'vitest';
import { filtersProblem, readBookingsSearch, writeBookingsSearch } from './booking-filters.ts';

describe('the bookings page’s search parameters', () => {
  it('reads filters, view and month, and writes them back the same', () => {
    const params = new URLSearchParams(
      'status=requested&from=2026-12-01&to=2026-12-31&campground=lane-cove-river&view=calendar&month=2026-12',
    );
    const search = readBookingsSearch(params);
    expect(search).toEqual({
      filters: {
        status: 'requested',
        from: '2026-12-01',
        to: '2026-12-31',
        locationId: 'lane-cove-river',
      },
      view: 'calendar',
      month: '2026-12',
    });
    expect(writeBookingsSearch(search).toString()).toBe(params.toString());
  });

  it('treats what is not one of its values as not set', () => {
    expect(
      readBookingsSearch(
        new URLSearchParams(
          'status=paid&from=2026-02-30&to=tomorrow&campground=../x&view=table&month=2026-13',
        ),
      ),
    ).toEqual({
      filters: { status: '', from: '', to: '', locationId: '' },
      view: 'list',
      month: '',
    });
  });

  it('writes only what is set: the plain list has no parameters, and the list no month', () => {
    const none = readBookingsSearch(new URLSearchParams());
    expect(writeBookingsSearch(none).toString()).toBe('');
    expect(
      writeBookingsSearch({
        ...none,
        month: '2026-12',
        filters: { ...none.filters, status: 'confirmed' },
      }).toString(),
    ).toBe('status=confirmed');
  });

  it('says when the arrival range is the wrong way round', () => {
    const filters = readBookingsSearch(
      new URLSearchParams('from=2026-12-10&to=2026-12-01'),
    ).filters;
    expect(filtersProblem(filters)).toBe(
      'The "arriving from" date is after the "arriving to" date.',
    );
    expect(filtersProblem({ ...filters, to: filters.from })).toBeNull();
  });
});
