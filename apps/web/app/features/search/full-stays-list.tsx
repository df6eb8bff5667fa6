import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { StayMatch } from '@camping/domain/availability/stay-search';
import type { StayAsked } from '@camping/domain/site/stay-links';
import { locationsQuery, packagesQuery } from '#app/features/catalogue/index.ts';
import { AskToBeTold } from '#app/features/waitlist/index.ts';
import { card } from '#app/shared/styles.ts';

interface FullStay {
  locationId: string;
  locationName: string;
  packageId: string;
  packageName: string;
}

/** Every campground and package offered for the guests that the search did not find free. */
function useFullStays(stay: StayAsked, matches: StayMatch[]): FullStay[] {
  const locations = useQuery(locationsQuery);
  const packages = useQuery(packagesQuery);
  const free = new Set(matches.map((match) => `${match.locationId} ${match.packageId}`));
  return (locations.data ?? []).flatMap((location) =>
    (packages.data ?? [])
      .filter(
        (campingPackage) =>
          location.packageIds.includes(campingPackage.id) &&
          campingPackage.sleeps >= stay.guests &&
          !free.has(`${location.id} ${campingPackage.id}`),
      )
      .map((campingPackage) => ({
        locationId: location.id,
        locationName: location.name,
        packageId: campingPackage.id,
        packageName: campingPackage.name,
      })),
  );
}

function FullStayItem({ full, stay }: { full: FullStay; stay: StayAsked }) {
  const heading = useId();
  return (
    <li className={`${card} flex flex-col gap-3 p-4`}>
      <h5 id={heading} className="font-semibold text-forest-900">
        {full.packageName} at {full.locationName}
      </h5>
      <AskToBeTold
        stay={{ ...stay, locationId: full.locationId, packageId: full.packageId }}
        describedBy={heading}
      />
    </li>
  );
}

/** "Full on these dates": each taken campground and package, with a way to be told when it frees. */
export function FullStaysList({ stay, matches }: { stay: StayAsked; matches: StayMatch[] }) {
  const full = useFullStays(stay, matches);
  if (full.length === 0) return null;
  return (
    <section aria-labelledby="full-stays-heading" className="mt-10">
      <h4 id="full-stays-heading" className="text-xl font-semibold text-forest-900">
        Full on these dates
      </h4>
      <p className="mt-2 text-stone-700">
        We can e-mail you if one frees up (a hold runs out, someone cancels). Nothing is held for
        you: the first to book gets it.
      </p>
      <ul
        aria-labelledby="full-stays-heading"
        className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3"
      >
        {full.map((item) => (
          <FullStayItem key={`${item.locationId} ${item.packageId}`} full={item} stay={stay} />
        ))}
      </ul>
    </section>
  );
}
