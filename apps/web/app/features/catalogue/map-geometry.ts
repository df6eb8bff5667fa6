// A simplified map of the coast around Sydney, for campground pages when no maps key is configured.

export interface LatLng {
  lat: number;
  lng: number;
}

/** The area the map shows: every campground within two hours of Sydney fits in it. */
const BOUNDS = { north: -32.85, south: -34.85, west: 150.3, east: 152.0 };
/** East-west degrees are shorter than north-south ones this far south. */
const LNG_SCALE = Math.cos((34 * Math.PI) / 180);
const PIXELS_PER_DEGREE = 200;

export const MAP_SIZE = {
  width: Math.round((BOUNDS.east - BOUNDS.west) * LNG_SCALE * PIXELS_PER_DEGREE),
  height: Math.round((BOUNDS.north - BOUNDS.south) * PIXELS_PER_DEGREE),
};

/** Map coordinates (x to the east, y to the south) of a point. */
export function project({ lat, lng }: LatLng): { x: number; y: number } {
  return {
    x: Math.round((lng - BOUNDS.west) * LNG_SCALE * PIXELS_PER_DEGREE),
    y: Math.round((BOUNDS.north - lat) * PIXELS_PER_DEGREE),
  };
}

/** The coast from Newcastle to Kiama, north to south, as the map draws it. */
const COAST: LatLng[] = [
  { lat: -32.85, lng: 151.85 },
  { lat: -32.93, lng: 151.78 },
  { lat: -33.19, lng: 151.64 },
  { lat: -33.34, lng: 151.5 },
  { lat: -33.45, lng: 151.45 },
  { lat: -33.53, lng: 151.39 },
  { lat: -33.6, lng: 151.33 },
  { lat: -33.8, lng: 151.29 },
  { lat: -33.89, lng: 151.28 },
  { lat: -34.0, lng: 151.23 },
  { lat: -34.06, lng: 151.16 },
  { lat: -34.15, lng: 151.07 },
  { lat: -34.23, lng: 150.99 },
  { lat: -34.42, lng: 150.9 },
  { lat: -34.6, lng: 150.88 },
  { lat: -34.85, lng: 150.85 },
];

/** The sea east of the coast, as an SVG path. */
export function seaPath(): string {
  const coast = COAST.map((point) => project(point)).map(({ x, y }) => `${x} ${y}`);
  return `M${coast.join(' L')} L${MAP_SIZE.width} ${MAP_SIZE.height} L${MAP_SIZE.width} 0 Z`;
}

const DIRECTIONS = [
  'north',
  'north-east',
  'east',
  'south-east',
  'south',
  'south-west',
  'west',
  'north-west',
];

/** Which way `to` lies from `from`, in eight compass directions. */
export function compassDirection(from: LatLng, to: LatLng): string {
  const east = (to.lng - from.lng) * LNG_SCALE;
  const north = to.lat - from.lat;
  const bearing = (Math.atan2(east, north) * 180) / Math.PI;
  return DIRECTIONS[Math.round((bearing + 360) / 45) % 8]!;
}

/** "33.5203° S, 151.3717° E". */
export function formatCoordinates({ lat, lng }: LatLng): string {
  return `${Math.abs(lat).toFixed(4)}° ${lat < 0 ? 'S' : 'N'}, ${Math.abs(lng).toFixed(4)}° ${lng < 0 ? 'W' : 'E'}`;
}

export function googleMapsUrl({ lat, lng }: LatLng): string {
  return `https://www.google.com/maps/search/?api=1&query=${lat},${lng}`;
}
