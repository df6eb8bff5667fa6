import { Link } from 'react-router';
import type { Location } from '@camping/domain/catalogue/location';
import { formatAud } from '@camping/domain/catalogue/money';
import { locationPath } from '@camping/domain/site/paths';
import { ArtPicture } from '#app/shared/art-picture.tsx';
import { ART, campgroundArtName } from '#app/shared/art.ts';
import { formatDriveTime } from './drive-time.ts';

export interface LocationCardProps {
  location: Location;
  /** The least a night costs there (its packages' lowest rate), once the packages are known. */
  fromCents?: number;
  /** How wide the card shows, for its picture: `sizes`. */
  sizes: string;
  /** The card's picture is in view when the page opens (ArtPicture's `priority`). */
  priority?: boolean;
}

const picture = 'aspect-video w-full bg-forest-100 object-cover @2xl:h-full';

/**
 * A campground in a list: picture, region, name (the link to its page), summary, its "from" price
 * and the drive from Sydney. A card given a whole row (balanced-grid.ts) lays out side by side.
 */
export function LocationCard({ location, fromCents, sizes, priority }: LocationCardProps) {
  const art = campgroundArtName(location.image.src);
  return (
    <article className="card group relative flex w-full flex-col overflow-hidden @2xl:flex-row">
      <div className="@2xl:w-3/5 @2xl:shrink-0">
        {art ? (
          <ArtPicture
            kind={ART.campground}
            name={art}
            alt={location.image.alt}
            sizes={sizes}
            priority={priority}
            className={picture}
          />
        ) : (
          <img
            src={location.image.src}
            alt={location.image.alt}
            loading="lazy"
            className={picture}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-5 @2xl:justify-center @2xl:p-8">
        <p className="text-sm font-semibold tracking-wide text-ember-700 uppercase">
          {location.region}
        </p>
        <h3 className="text-xl font-semibold text-forest-900 @2xl:text-3xl">
          <Link
            to={locationPath(location.id)}
            className="after:absolute after:inset-0 group-hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700"
          >
            {location.name}
          </Link>
        </h3>
        <p className="text-stone-700">{location.summary}</p>
        <p className="mt-auto flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-t border-stone-200 pt-3 text-sm @2xl:mt-4">
          {fromCents !== undefined && (
            <span>
              From <strong className="text-lg text-forest-900">{formatAud(fromCents)}</strong> per
              night
            </span>
          )}
          <span className="icon-drive text-stone-700">
            {formatDriveTime(location.driveMinutes)} from Sydney
          </span>
        </p>
      </div>
    </article>
  );
}
