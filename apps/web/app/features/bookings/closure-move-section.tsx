import { useId } from 'react';
import { addDays, type IsoDate } from '@camping/domain/dates/calendar';
import { SelectField } from '@camping/ui/form-field';
import { UNAVAILABLE_DATES_ERROR } from '#app/features/availability/index.ts';
import { plural } from '#app/shared/plural.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { StayCalendar } from './stay-calendar.tsx';
import { describeStay } from './stay-format.ts';
import type { ClosureMoveState } from './use-closure-move.ts';

/** The campground and the new stay of a closed stay's move (useClosureMove). */
export function ClosureMoveSection({ move, today }: { move: ClosureMoveState; today: IsoDate }) {
  const legendId = useId();
  const { calendar } = move;
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
      {calendar.unavailable.isError ? (
        <QueryError
          message={UNAVAILABLE_DATES_ERROR}
          onRetry={() => void calendar.unavailable.refetch()}
          retrying={calendar.unavailable.isFetching}
        />
      ) : calendar.unavailable.isPending ? (
        <p role="status">Checking which nights are free…</p>
      ) : (
        <>
          <p id={legendId} className="text-sm text-stone-700">
            Choose the new arrival day, then the departure day: the same package for{' '}
            {plural(move.nights, 'night', 'nights')}. Struck-through days cannot be chosen.
          </p>
          <StayCalendar
            stay={move.stay}
            onChange={move.choose.stay}
            constraints={calendar.constraints}
            firstDay={today}
            lastDay={addDays(calendar.lastNight, 1)}
            describedBy={legendId}
          />
        </>
      )}
      <p role="status" className="font-semibold text-forest-900">
        {move.stay ? describeStay(move.stay.arrival, move.stay.departure) : ''}
      </p>
    </div>
  );
}
