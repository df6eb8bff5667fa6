import type { IsoDate } from '@camping/domain/dates/calendar';
import { SelectField } from '@camping/ui/form-field';
import { plural } from '#app/shared/plural.ts';
import { FreeNightsCalendar } from './free-nights-calendar.tsx';
import type { ClosureMoveState } from './use-closure-move.ts';

/** The campground and the new stay of a closed stay's move (useClosureMove). */
export function ClosureMoveSection({ move, today }: { move: ClosureMoveState; today: IsoDate }) {
  return (
    <div className="space-y-4">
      <SelectField
        label="Campground"
        value={move.locationId}
        onChange={(event) => move.choose.location(event.target.value)}
      >
        {move.offering.map((location) => (
          <option key={location.id} value={location.id}>
            {location.name}
          </option>
        ))}
      </SelectField>
      <FreeNightsCalendar
        calendar={move.calendar}
        stay={move.stay}
        onChange={move.choose.stay}
        firstDay={today}
        legend={
          <>
            Choose the new arrival day, then the departure day: the same package for{' '}
            {plural(move.nights, 'night', 'nights')}. Struck-through days cannot be chosen.
          </>
        }
      />
    </div>
  );
}
