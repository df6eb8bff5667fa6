import { useQuery } from '@tanstack/react-query';
import { useId, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isIsoDate } from '@camping/domain/dates/calendar';
import { CHECKOUT_PARAMS } from '@camping/domain/site/paths';
import {
  checkoutStayPath,
  STAY_PARAMS,
  stayAskedIn,
  type StayAsked,
} from '@camping/domain/site/stay-links';
import { Alert } from '@camping/ui/alert';
import { primaryButton, secondaryButton } from '@camping/ui/button-styles';
import { quoteQuery } from '#app/features/bookings/index.ts';
import { spokenMessage } from '#app/shared/callable-error.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { StayFields, useStayFields } from '#app/shared/stay-fields.tsx';
import { AskToBeTold } from './ask-to-be-told.tsx';

export interface AskAboutStayProps {
  locationId: string;
  campingPackage: { id: string; name: string };
}

type ChosenStay = StayAsked & { locationId: string; packageId: string };

/** The checkout's answer for a stay: free (book it), taken (ask to be told), or why it cannot be. */
function StayAnswer({ stay }: { stay: ChosenStay }) {
  const quote = useQuery(quoteQuery({ ...stay, addOns: [] }));
  const problemId = useId();
  if (quote.isPending) return <p role="status">Checking this stay…</p>;
  if (quote.isError) {
    return (
      <QueryError
        message={spokenMessage(
          quote.error,
          'We could not check this stay. Check your connection and try again.',
        )}
        onRetry={() => void quote.refetch()}
        retrying={quote.isFetching}
      />
    );
  }
  const { problem, taken } = quote.data;
  if (!problem) {
    return (
      <div className="space-y-3">
        <p role="status">This stay is free.</p>
        <Link to={checkoutStayPath(stay)} className={primaryButton}>
          Book this stay
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <Alert id={problemId}>{problem}</Alert>
      {taken && <AskToBeTold stay={stay} describedBy={problemId} />}
    </div>
  );
}

/**
 * A stay at this campground in the chosen package, checked as the checkout would: booked out, the
 * customer can ask to be told when it frees up. The stay goes in the page's address, so logging in
 * to ask comes back to it.
 */
export default function AskAboutStay({ locationId, campingPackage }: AskAboutStayProps) {
  const [search, setSearch] = useSearchParams();
  const asked = stayAskedIn(search);
  const fields = useStayFields(asked);
  const { arrival, departure, guests } = fields;

  // The browser has checked the fields (required, a whole number of guests) before this runs.
  const check = (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(arrival) || !isIsoDate(departure)) return;
    setSearch(
      {
        [CHECKOUT_PARAMS.package]: campingPackage.id,
        [STAY_PARAMS.arrival]: arrival,
        [STAY_PARAMS.departure]: departure,
        [STAY_PARAMS.guests]: guests,
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const stay = asked && { ...asked, locationId, packageId: campingPackage.id };
  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        We check your stay as the checkout does. If it is booked out, we can e-mail you when it
        frees up; nothing is held for you.
      </p>
      <form
        method="post"
        aria-label={`Check a stay in ${campingPackage.name}`}
        onSubmit={check}
        className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_6rem_auto]"
      >
        <StayFields fields={fields} />
        <button type="submit" className={`${secondaryButton} col-span-2 sm:col-span-1`}>
          Check this stay
        </button>
      </form>
      {stay && <StayAnswer key={checkoutStayPath(stay)} stay={stay} />}
    </div>
  );
}
