import type { Location } from '@camping/domain/catalogue/location';
import { SYDNEY } from '#app/shared/site.ts';
import { card, textLink } from '#app/shared/styles.ts';
import { formatDriveTime } from './drive-time.ts';
import {
  MAP_SIZE,
  compassDirection,
  formatCoordinates,
  googleMapsUrl,
  project,
  seaPath,
} from './map-geometry.ts';

// A browser key restricted to the site's domain (README, Configuration); without one the page shows
// its own simplified map, so nothing depends on Google being reachable.
const MAPS_API_KEY: string | undefined = import.meta.env.VITE_GOOGLE_MAPS_API_KEY || undefined;

type MapLocation = Pick<Location, 'name' | 'coordinates' | 'driveMinutes'>;

function GoogleMap({ location, apiKey }: { location: MapLocation; apiKey: string }) {
  const { lat, lng } = location.coordinates;
  const query = new URLSearchParams({ key: apiKey, q: `${lat},${lng}`, zoom: '11' });
  return (
    <iframe
      title={`Map of ${location.name}`}
      src={`https://www.google.com/maps/embed/v1/place?${query}`}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
      allowFullScreen
      className="aspect-[4/3] w-full border-0"
    />
  );
}

function SimplifiedMap({ location }: { location: MapLocation }) {
  const sydney = project(SYDNEY);
  const campground = project(location.coordinates);
  const direction = compassDirection(SYDNEY, location.coordinates);
  return (
    <svg
      viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
      role="img"
      aria-label={`Simplified map: ${location.name} lies ${direction} of Sydney, ${formatDriveTime(location.driveMinutes)} away by road.`}
      className="mx-auto h-auto max-h-96 w-full bg-[#efe6cf]"
    >
      <path d={seaPath()} fill="#bcd9e8" />
      <text
        x={MAP_SIZE.width - 12}
        y={MAP_SIZE.height / 2}
        textAnchor="end"
        fontSize="13"
        fill="#35627a"
        fontStyle="italic"
      >
        Tasman Sea
      </text>
      <line
        x1={sydney.x}
        y1={sydney.y}
        x2={campground.x}
        y2={campground.y}
        stroke="#2f5d3a"
        strokeWidth="3"
        strokeDasharray="6 6"
      />
      <circle cx={sydney.x} cy={sydney.y} r="6" fill="#1b3822" />
      <text
        x={sydney.x - 10}
        y={sydney.y + 4}
        textAnchor="end"
        fontSize="14"
        fontWeight="700"
        fill="#1b3822"
      >
        Sydney
      </text>
      <path
        d={`M${campground.x} ${campground.y} l-9 -16 a10 10 0 1 1 18 0 z`}
        fill="#c2571a"
        stroke="#fff"
        strokeWidth="2"
      />
      <g transform="translate(24 30)" fill="#1b3822" fontSize="12" fontWeight="700">
        <path d="M0 -14 l6 14 h-12 z" />
        <text y="14" textAnchor="middle">
          N
        </text>
      </g>
    </svg>
  );
}

/** Where a campground is: Google's map when a key is configured, otherwise our simplified one. */
export function LocationMap({ location }: { location: MapLocation }) {
  return (
    <figure className={`${card} overflow-hidden`}>
      {MAPS_API_KEY ? (
        <GoogleMap location={location} apiKey={MAPS_API_KEY} />
      ) : (
        <SimplifiedMap location={location} />
      )}
      <figcaption className="space-y-1 p-4 text-sm text-stone-800">
        <p>
          <span className="font-semibold">Coordinates:</span>{' '}
          {formatCoordinates(location.coordinates)}
        </p>
        <p>
          <span className="font-semibold">Drive from Sydney:</span> about{' '}
          {formatDriveTime(location.driveMinutes)}
        </p>
        <p>
          <a
            href={googleMapsUrl(location.coordinates)}
            className={textLink}
            target="_blank"
            rel="noreferrer"
          >
            Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      </figcaption>
    </figure>
  );
}
