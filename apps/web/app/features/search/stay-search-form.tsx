import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { isIsoDate } from '@camping/domain/dates/calendar';
import { staySearchPath, type StayAsked } from '@camping/domain/site/stay-links';
import { SubmitButton } from '@camping/ui/submit-button';
import { useHydrated } from '@camping/ui/use-hydrated';
import { StayFields, useStayFields } from '#app/shared/stay-fields.tsx';
import { textLink } from '#app/shared/styles.ts';

// The calendar (react-aria-components) is the heavy part: its code loads once the form is used (a
// pointer over it, or focus in it), so that it is there when asked for, and it renders only once
// opened. Until then the date fields alone choose the stay, and a visitor who only reads the page
// runs none of it (ADR 0019).
const loadCalendar = () => import('./stay-dates-calendar.tsx');
const StayDatesCalendar = lazy(loadCalendar);

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
  const [calendarOpen, setCalendarOpen] = useState(false);
  const calendarPanel = useId();
  const hydrated = useHydrated();
  const fetchCalendar = () => void loadCalendar().catch(() => {});

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
      onFocus={fetchCalendar}
      onPointerEnter={fetchCalendar}
      className="grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_6rem_auto]"
    >
      <StayFields fields={fields} />
      <SubmitButton submitting={false} submittingLabel="Searching…">
        Search
      </SubmitButton>
      <div className="col-span-full">
        {/* In the pre-rendered page too, so nothing moves when the page comes alive. */}
        <button
          type="button"
          aria-expanded={calendarOpen}
          aria-controls={calendarPanel}
          disabled={!hydrated}
          onClick={() => setCalendarOpen(!calendarOpen)}
          className={textLink}
        >
          {calendarOpen ? 'Hide the calendar' : 'Choose dates on a calendar'}
        </button>
        <div
          id={calendarPanel}
          hidden={!calendarOpen}
          className="mt-3 rounded-lg bg-white p-3 text-stone-900"
        >
          {calendarOpen && (
            <Suspense fallback={<p>Loading the calendar…</p>}>
              <StayDatesCalendar
                stay={{ arrival, departure }}
                onChange={(stay) => {
                  fields.setArrival(stay.arrival);
                  fields.setDeparture(stay.departure);
                }}
              />
            </Suspense>
          )}
        </div>
      </div>
    </form>
  );
}
