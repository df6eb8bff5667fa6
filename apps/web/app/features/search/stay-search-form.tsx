import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isIsoDate } from '@camping/domain/dates/calendar';
import { staySearchPath, type StayAsked } from '@camping/domain/site/stay-links';
import { SubmitButton } from '@camping/ui/submit-button';
import { StayFields, useStayFields } from '#app/shared/stay-fields.tsx';

// The calendar (react-aria-components) is the heavy part: it loads once the page is idle or the
// form is used, and until then the date fields alone choose the stay (ADR 0019).
const StayDatesCalendar = lazy(() => import('./stay-dates-calendar.tsx'));

/** Soon after the page has settled, or at once where the browser cannot say when that is. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 1000);
  return () => clearTimeout(handle);
}

export interface StaySearchFormProps {
  /** The stay searched already (the address's), to change. */
  initial?: StayAsked | null;
}

/**
 * Search a stay by dates and guests: arrival, departure (typed, or picked on a calendar) and guests,
 * leading to Locations with the stay in its address, where the results are.
 */
export function StaySearchForm({ initial }: StaySearchFormProps) {
  const navigate = useNavigate();
  const fields = useStayFields(initial);
  const { arrival, departure, guests } = fields;
  const [calendarWanted, setCalendarWanted] = useState(false);
  useEffect(() => whenIdle(() => setCalendarWanted(true)), []);

  // The browser has checked the fields (required, a whole number of guests) before this runs.
  const search = (event: FormEvent) => {
    event.preventDefault();
    if (!isIsoDate(arrival) || !isIsoDate(departure)) return;
    void navigate(staySearchPath({ arrival, departure, guests: Number(guests) }));
  };

  return (
    <form
      method="post"
      aria-label="Find a stay"
      onSubmit={search}
      onFocus={() => setCalendarWanted(true)}
      onPointerEnter={() => setCalendarWanted(true)}
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_6rem_auto]"
    >
      <StayFields fields={fields} />
      <SubmitButton submitting={false} submittingLabel="Searching…">
        Search
      </SubmitButton>
      {calendarWanted && (
        <Suspense fallback={null}>
          <StayDatesCalendar
            stay={{ arrival, departure }}
            onChange={(stay) => {
              fields.setArrival(stay.arrival);
              fields.setDeparture(stay.departure);
            }}
          />
        </Suspense>
      )}
    </form>
  );
}
