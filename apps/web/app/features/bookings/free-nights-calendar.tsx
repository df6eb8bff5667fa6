import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { addDays, type IsoDate } from '@camping/domain/dates/calendar';
import { UNAVAILABLE_DATES_ERROR } from '#app/features/availability/index.ts';
import { QueryError } from '#app/shared/query-error.tsx';
import { StayCalendar, type StayCalendarProps } from './stay-calendar.tsx';
import { describeStay } from './stay-format.ts';

/** The free nights a stay may be moved to: read, its constraints, and the last night offered. */
export interface FreeNightsCalendarState {
  unavailable: UseQueryResult<unknown>;
  constraints: StayCalendarProps['constraints'];
  lastNight: IsoDate;
}

/**
 * The stay calendar of a move (a change of dates, a closed stay's move) once its unavailable nights
 * are read, with the words that explain it, and the chosen stay said back for screen readers.
 */
export function FreeNightsCalendar({
  calendar,
  stay,
  onChange,
  firstDay,
  legend,
}: Pick<StayCalendarProps, 'stay' | 'onChange' | 'firstDay'> & {
  calendar: FreeNightsCalendarState;
  legend: ReactNode;
}) {
  const legendId = useId();
  return (
    <>
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
            {legend}
          </p>
          <StayCalendar
            stay={stay}
            onChange={onChange}
            constraints={calendar.constraints}
            firstDay={firstDay}
            lastDay={addDays(calendar.lastNight, 1)}
            describedBy={legendId}
          />
        </>
      )}
      <p role="status" className="font-semibold text-forest-900">
        {stay ? describeStay(stay.arrival, stay.departure) : ''}
      </p>
    </>
  );
}
