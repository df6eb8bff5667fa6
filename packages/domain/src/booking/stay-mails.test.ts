import { describe, expect, it } from 'vitest';
import { parseIsoDate as d } from '../dates/calendar.ts';
import { directionsUrl, stayMailId, stayMailWindow } from './stay-mails.ts';

describe('stayMailWindow', () => {
  it('sends the pre-arrival e-mail from 3 days before arrival, and for any later booking at once', () => {
    expect(stayMailWindow('pre-arrival', d('2027-03-30'))).toEqual({
      field: 'arrival',
      from: '2027-03-30',
      to: '2027-04-02',
    });
  });

  it('sends the after-stay e-mail from the day after departure, for two weeks', () => {
    expect(stayMailWindow('after-stay', d('2027-04-06'))).toEqual({
      field: 'departure',
      from: '2027-03-23',
      to: '2027-04-05',
    });
  });
});

describe('stay e-mails', () => {
  it('are one document per booking and kind', () => {
    expect(stayMailId('bk_1', 'pre-arrival')).not.toBe(stayMailId('bk_1', 'after-stay'));
    expect(stayMailId('bk_1', 'after-stay')).toBe('bk_1-after-stay');
  });

  it('give directions to the campground', () => {
    expect(directionsUrl({ lat: -33.5203, lng: 151.3717 })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=-33.5203,151.3717',
    );
  });
});
