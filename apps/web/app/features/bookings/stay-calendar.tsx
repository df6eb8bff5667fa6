import { parseDate, type CalendarDate, type DateValue } from '@internationalized/date';
import { memo } from 'react';
import { I18nProvider, RangeCalendar } from 'react-aria-components';
import type { IsoDate } from '@camping/domain/dates/calendar';
import { rangeDayClass, RangeCalendarMonths } from '#app/shared/range-calendar-months.tsx';
import { isSelectableDate, type Stay, type StayConstraints } from './stay-selection.ts';

export interface StayCalendarProps {
  /** The chosen stay, or null before one is chosen. */
  stay: Stay | null;
  onChange: (stay: Stay) => void;
  constraints: StayConstraints;
  /** The first and last day that can be picked (arrival or departure). */
  firstDay: IsoDate;
  lastDay: IsoDate;
  /** The ids of what describes the calendar (the legend, an error). */
  describedBy?: string;
}

const isoDate = (date: DateValue) => date.toString().slice(0, 10) as IsoDate;

// Days that cannot be picked struck through, so colour is not the only cue.
const dayClass = [
  rangeDayClass,
  'text-base',
  'data-unavailable:cursor-default data-unavailable:text-stone-400 data-unavailable:line-through data-unavailable:hover:bg-transparent',
  'data-disabled:cursor-default data-disabled:text-stone-400 data-disabled:hover:bg-transparent',
].join(' ');

/**
 * The stay as a range calendar of two months (react-aria-components: arrow keys move between days,
 * Enter picks, each month's grid and each day are named for screen readers). Only what can be booked
 * can be picked: arrival days whose shortest stay is free, then departures that make a stay long
 * enough with every night free. Its eighty-odd days are the form's heaviest part to render: it
 * renders again only when its own props change, not on every keystroke elsewhere in the form.
 */
export const StayCalendar = memo(function StayCalendar({
  stay,
  onChange,
  constraints,
  firstDay,
  lastDay,
  describedBy,
}: StayCalendarProps) {
  const isDateUnavailable = (date: DateValue, anchor: CalendarDate | null) => {
    const day = isoDate(date);
    // The chosen departure stays shown as chosen, even on a booked-out day (it is not a night).
    if (anchor === null && stay && day === stay.departure) return false;
    // So is the arrival while the departure is being chosen: not struck through, nor announced as
    // unavailable. Choosing it again makes no stay (see onChange).
    if (anchor && day === isoDate(anchor)) return false;
    return !isSelectableDate(day, anchor && isoDate(anchor), constraints);
  };

  return (
    <I18nProvider locale="en-AU">
      <RangeCalendar
        aria-label="Stay"
        aria-describedby={describedBy}
        value={stay && { start: parseDate(stay.arrival), end: parseDate(stay.departure) }}
        onChange={(range) => {
          // The arrival chosen twice is no night: the choice starts again.
          if (range && range.start.compare(range.end) < 0) {
            onChange({ arrival: isoDate(range.start), departure: isoDate(range.end) });
          }
        }}
        minValue={parseDate(firstDay)}
        maxValue={parseDate(lastDay)}
        defaultFocusedValue={parseDate(stay?.arrival ?? firstDay)}
        isDateUnavailable={isDateUnavailable}
        // Contiguity is decided by isDateUnavailable, which knows a departure day is not a night.
        allowsNonContiguousRanges
        firstDayOfWeek="mon"
        // Two months, so a stay over the end of one is in view whole; the buttons move one month.
        visibleDuration={{ months: 2 }}
        pageBehavior="single"
        className="w-full"
      >
        <RangeCalendarMonths
          headingClassName="text-lg font-bold text-forest-900"
          dayClassName={dayClass}
        />
      </RangeCalendar>
    </I18nProvider>
  );
});
