import type { Location } from '@camping/domain/catalogue/location';
import { locationPath } from '@camping/domain/site/paths';
import { Link } from 'react-router';
import { card } from '#app/shared/styles.ts';
import { formatDriveTime } from './drive-time.ts';

/** A campground in a list: picture, name (the link to its page), region, drive time and summary. */
export function LocationCard({ location }: { location: Location }) {
  return (
    <article className={`${card} group relative flex flex-col overflow-hidden`}>
      <img
        src={location.image.src}
        alt={location.image.alt}
        width={480}
        height={270}
        loading="lazy"
        className="aspect-video w-full bg-forest-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold tracking-wide text-forest-700 uppercase">
          {location.region}
        </p>
        <h3 className="text-lg font-bold text-forest-900">
          <Link
            to={locationPath(location.id)}
            className="after:absolute after:inset-0 group-hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700"
          >
            {location.name}
          </Link>
        </h3>
        <p className="text-stone-700">{location.summary}</p>
        <p className="mt-auto pt-2 text-sm font-medium text-stone-800">
          {formatDriveTime(location.driveMinutes)} from Sydney
        </p>
      </div>
    </article>
  );
}
