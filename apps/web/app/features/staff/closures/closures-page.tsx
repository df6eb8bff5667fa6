import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatLongDate } from '@camping/domain/booking/capacity';
import { staffClosurePath } from '@camping/domain/site/staff-paths';
import { useCatalogueNames } from '#app/features/bookings/index.ts';
import { locationsQuery } from '#app/features/catalogue/index.ts';
import { CardSection } from '#app/shared/card-section.tsx';
import { plural } from '#app/shared/plural.ts';
import { QueryPending } from '#app/shared/query-pending.tsx';
import { card, textLink } from '#app/shared/styles.ts';
import { formatInstant } from '../format-instant.ts';
import { NewestFirstList } from '../newest-first-list.tsx';
import { StaffPageTitle } from '../staff-page-title.tsx';
import { CloseCampgroundsForm } from './close-campgrounds-form.tsx';
import type { Closure } from './closures-firestore.ts';
import { closuresQuery } from './closures-queries.ts';

function ClosureItem({ closure }: { closure: Closure }) {
  const { locationName } = useCatalogueNames();
  return (
    <article className={`${card} space-y-1 p-4 sm:p-5`}>
      <Link to={staffClosurePath(closure.id)} className={textLink}>
        {closure.locationIds.map(locationName).join(', ')}: {formatLongDate(closure.firstNight)} to{' '}
        {formatLongDate(closure.lastNight)}
      </Link>
      <p className="whitespace-pre-wrap wrap-anywhere">{closure.reason}</p>
      <p className="text-sm text-stone-700">
        Closed {formatInstant(new Date(closure.createdAt))} ·{' '}
        {plural(closure.affectedBookingIds.length, 'booking', 'bookings')} affected
        {closure.liftedAt && ' · lifted'}
      </p>
    </article>
  );
}

/**
 * Closures: close campgrounds over a range of nights (fire bans, floods, park closures) with the
 * bookings affected shown first, and every closure, newest first.
 */
export default function ClosuresPage() {
  const locations = useQuery(locationsQuery);
  const closures = useInfiniteQuery(closuresQuery);
  return (
    <>
      <StaffPageTitle title="Closures" />
      <CardSection
        title="Close campgrounds"
        intro="No new bookings can be made for the nights closed. Each customer with a booking then is e-mailed to choose within 7 days: move their stay, a credit of 110% or a full refund."
      >
        {locations.data ? (
          <CloseCampgroundsForm locations={locations.data} />
        ) : (
          <QueryPending
            queries={[locations]}
            loading="Loading the campgrounds…"
            error="We could not load the campgrounds."
          />
        )}
      </CardSection>
      <CardSection title="All closures">
        <NewestFirstList
          list={closures}
          what="closures"
          renderItem={(closure) => <ClosureItem closure={closure} />}
        />
      </CardSection>
    </>
  );
}
