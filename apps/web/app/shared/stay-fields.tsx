import { useState } from 'react';
import { addDays, isIsoDate } from '@camping/domain/dates/calendar';
import type { StayAsked } from '@camping/domain/site/stay-links';
import { TextField } from '@camping/ui/form-field';

/** What a person types of a stay, from the stay asked before (or two guests). */
export function useStayFields(initial: StayAsked | null | undefined) {
  const [arrival, setArrival] = useState<string>(initial?.arrival ?? '');
  const [departure, setDeparture] = useState<string>(initial?.departure ?? '');
  const [guests, setGuests] = useState(String(initial?.guests ?? 2));
  return { arrival, departure, guests, setArrival, setDeparture, setGuests };
}

/**
 * A stay's arrival, departure and guests as three plain fields, asked alike by the search by dates
 * (Home, Locations) and the campground page's check of a stay.
 */
export function StayFields({ fields }: { fields: ReturnType<typeof useStayFields> }) {
  const { arrival, departure, guests } = fields;
  return (
    <>
      <TextField
        label="Arrival"
        type="date"
        name="arrival"
        required
        value={arrival}
        onChange={(event) => fields.setArrival(event.target.value)}
      />
      <TextField
        label="Departure"
        type="date"
        name="departure"
        required
        min={isIsoDate(arrival) ? addDays(arrival, 1) : undefined}
        value={departure}
        onChange={(event) => fields.setDeparture(event.target.value)}
      />
      <TextField
        label="Guests"
        type="number"
        name="guests"
        inputMode="numeric"
        required
        min={1}
        max={20}
        value={guests}
        onChange={(event) => fields.setGuests(event.target.value)}
      />
    </>
  );
}
