import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import {
  SEARCH_SHIFT_DAYS,
  type StayMatch,
  type StaySuggestion,
} from '@camping/domain/availability/stay-search';
import { formatAud } from '@camping/domain/catalogue/money';
import { checkoutStayPath, staySearchPath, type StayAsked } from '@camping/domain/site/stay-links';
import { Alert } from '@camping/ui/alert';
import { primaryButton } from '@camping/ui/button-styles';
import { describeStay } from '#app/features/bookings/index.ts';
import { formatDriveTime } from '#app/features/catalogue/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { card, textLink } from '#app/shared/styles.ts';
import { FullStaysList } from './full-stays-list.tsx';
import { staySearchQuery } from './stay-search-queries.ts';

function MatchCard({ match, stay }: { match: StayMatch; stay: StayAsked }) {
  const names = `${match.packageName} at ${match.locationName}`;
  const heading = useId();
  return (
    <li className={`${card} flex flex-col gap-3 p-5`}>
      <h4 id={heading} className="text-lg font-semibold text-forest-900">
        {names}
      </h4>
      <p className="text-stone-700">{formatDriveTime(match.driveMinutes)} from Sydney</p>
      <p>
        <span className="text-xl font-semibold text-stone-900">{formatAud(match.totalCents)}</span>{' '}
        incl. GST for the stay
      </p>
      <Link
        to={checkoutStayPath({ ...stay, locationId: match.locationId, packageId: match.packageId })}
        aria-describedby={heading}
        className={`${primaryButton} mt-auto self-start`}
      >
        Book this stay
      </Link>
    </li>
  );
}

/** Nothing free: per package, the nearest stay of the same length, each a search of its own. */
function Suggestions({ stay, suggestions }: { stay: StayAsked; suggestions: StaySuggestion[] }) {
  if (suggestions.length === 0) {
    return (
      <p className="mt-3 text-stone-700">
        Nothing is free within {SEARCH_SHIFT_DAYS} days either way. Try other dates, or fewer
        guests.
      </p>
    );
  }
  return (
    <>
      <p className="mt-3 text-stone-700">
        The nearest free dates, up to {SEARCH_SHIFT_DAYS} days either way:
      </p>
      <ul className="mt-3 space-y-2">
        {suggestions.map((suggestion) => (
          <li key={suggestion.packageId}>
            <Link
              to={staySearchPath({
                arrival: suggestion.arrival,
                departure: suggestion.departure,
                guests: stay.guests,
              })}
              className={textLink}
            >
              {suggestion.packageName}: {describeStay(suggestion.arrival, suggestion.departure)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * What the search of a stay found: every campground and package free for it with the server's price,
 * each leading to a checkout with everything chosen; or why nothing is, and the nearest free dates.
 */
export default function StaySearchResults({ stay }: { stay: StayAsked }) {
  const search = useQuery(staySearchQuery(stay));
  const asked = `${describeStay(stay.arrival, stay.departure)}, ${plural(stay.guests, 'guest', 'guests')}`;
  if (search.isPending) {
    return (
      <p role="status" className="mt-8">
        Searching every campground for {asked}…
      </p>
    );
  }
  if (search.isError) {
    return (
      <div className="mt-8">
        <QueryError
          message={spokenMessage(
            search.error,
            'We could not search those dates. Check your connection and try again.',
          )}
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      </div>
    );
  }
  const { matches, suggestions, problem } = search.data;
  return (
    <div className="mt-8">
      <h3 id="stay-results-heading" className="text-2xl font-semibold text-forest-900">
        {matches.length > 0
          ? `${plural(matches.length, 'stay', 'stays')} free for ${asked}`
          : `Nothing free for ${asked}`}
      </h3>
      {problem && (
        <div className="mt-3">
          <Alert>{problem}</Alert>
        </div>
      )}
      {matches.length > 0 ? (
        <ul
          aria-labelledby="stay-results-heading"
          className="mt-6 grid gap-6 md:grid-cols-2 xl:grid-cols-3"
        >
          {matches.map((match) => (
            <MatchCard key={`${match.locationId} ${match.packageId}`} match={match} stay={stay} />
          ))}
        </ul>
      ) : (
        <Suggestions stay={stay} suggestions={suggestions} />
      )}
      {!problem && <FullStaysList stay={stay} matches={matches} />}
    </div>
  );
}
