import { Button, CalendarCell, CalendarGrid, Heading } from 'react-aria-components';

const navigationButton =
  'flex size-10 items-center justify-center rounded-full text-xl text-forest-900 hover:bg-forest-50 data-disabled:opacity-30';

/** A day of a range calendar: the range's ends in green, the days between pale, focus in ember. */
export const rangeDayClass = [
  'mx-auto flex size-10 cursor-pointer items-center justify-center rounded-full outline-none',
  'data-outside-month:hidden data-hovered:bg-forest-50',
  'data-selected:rounded-none data-selected:bg-forest-100 data-selected:text-forest-900',
  'data-selection-start:rounded-l-full data-selection-start:bg-forest-700 data-selection-start:text-white',
  'data-selection-end:rounded-r-full data-selection-end:bg-forest-700 data-selection-end:text-white',
  'data-focus-visible:outline-3 data-focus-visible:outline-offset-2 data-focus-visible:outline-ember-600',
].join(' ');

export interface RangeCalendarMonthProps {
  headingClassName?: string;
  dayClassName?: string;
}

/**
 * The month shown inside a react-aria `<RangeCalendar>`: its name between the previous and next
 * buttons, then the grid of days (arrow keys move, Enter picks).
 */
export function RangeCalendarMonth({
  headingClassName = 'font-bold text-forest-900',
  dayClassName = rangeDayClass,
}: RangeCalendarMonthProps) {
  return (
    <>
      <header className="mb-2 flex items-center justify-between">
        <Button slot="previous" className={navigationButton}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Heading className={headingClassName} />
        <Button slot="next" className={navigationButton}>
          <span aria-hidden="true">›</span>
        </Button>
      </header>
      <CalendarGrid className="w-full border-separate border-spacing-y-1">
        {(date) => <CalendarCell date={date} className={dayClassName} />}
      </CalendarGrid>
    </>
  );
}
