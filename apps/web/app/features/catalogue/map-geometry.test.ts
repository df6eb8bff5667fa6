import { describe, expect, it } from 'vitest';
import { LOCATIONS } from '@camping/catalogue/locations';
import { SYDNEY } from '#app/shared/site.ts';
import {
  MAP_SIZE,
  compassDirection,
  formatCoordinates,
  googleMapsUrl,
  project,
} from './map-geometry.ts';

const sydney = SYDNEY;

describe('project', () => {
  it('puts north up and east to the right', () => {
    const centre = project(sydney);
    expect(project({ ...sydney, lat: sydney.lat + 0.5 }).y).toBeLessThan(centre.y);
    expect(project({ ...sydney, lng: sydney.lng + 0.5 }).x).toBeGreaterThan(centre.x);
  });

  it('fits Sydney and every campground on the map', () => {
    for (const point of [sydney, ...LOCATIONS.map((location) => location.coordinates)]) {
      const { x, y } = project(point);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(MAP_SIZE.width);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_SIZE.height);
    }
  });
});

describe('compassDirection', () => {
  it('names the direction from Sydney', () => {
    expect(compassDirection(sydney, { lat: -33.5203, lng: 151.3717 })).toBe('north'); // Bouddi, just east of north
    expect(compassDirection(sydney, { lat: -33.5, lng: 151.65 })).toBe('north-east');
    expect(compassDirection(sydney, { lat: -33.7947, lng: 150.6178 })).toBe('west'); // Euroka
    expect(compassDirection(sydney, { lat: -34.6014, lng: 150.8597 })).toBe('south'); // Killalea
    expect(compassDirection(sydney, { lat: -34.2, lng: 150.8 })).toBe('south-west');
    expect(compassDirection(sydney, { lat: -32.9, lng: 151.2 })).toBe('north');
  });
});

describe('formatCoordinates / googleMapsUrl', () => {
  it('writes coordinates with hemispheres and links them', () => {
    expect(formatCoordinates({ lat: -33.5203, lng: 151.3717 })).toBe('33.5203° S, 151.3717° E');
    expect(googleMapsUrl({ lat: -33.5203, lng: 151.3717 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=-33.5203,151.3717',
    );
  });
});
