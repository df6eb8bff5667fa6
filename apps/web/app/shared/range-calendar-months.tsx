import { endOfMonth } from '@internationalized/date';
import { useContext, type KeyboardEvent } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarHeading,
  RangeCalendarStateContext,
  type RangeCalendarState,
} from 'react-aria-components';

const navigationButton =
  'flex size-10 items-center justify-center rounded-full text-xl text-forest-900 hover:bg-forest-50 data-disabled:opacity-30';

/** A day of a range calendar: the range's ends in green, the days between pale, focus in ember. */
export const rangeDayClass = [
  // As wide as its column up to 40 px, square: a 320 px phone's month is narrower than 7 × 40 px.
  'mx-auto flex aspect-square w-full max-w-10 cursor-pointer items-center justify-center rounded-full outline-none',
  'data-outside-month:hidden data-hovered:bg-forest-50',
  'data-selected:rounded-none data-selected:bg-forest-100 data-selected:text-forest-900',
  'data-selection-start:rounded-l-full data-selection-start:bg-forest-700 data-selection-start:text-white',
  'data-selection-end:rounded-r-full data-selection-end:bg-forest-700 data-selection-end:text-white',
  // outline-none also takes the style away from outline-3: solid gives it back.
  'data-focus-visible:outline-3 data-focus-visible:outline-offset-2 data-focus-visible:outline-ember-600 data-focus-visible:outline-solid',
].join(' ');

/**
 * Enter (or Space) on a day, chosen here rather than by react-aria, which moves focus a day on after
 * the first day of a range (→ → Enter, → → Enter was then a night longer than asked). Focus stays on
 * the day chosen. A range finished past the months shown (the view paged on with the focus) is shown
 * whole again when both its months fit.
 */
function chooseByKeyboard(event: KeyboardEvent, state: RangeCalendarState) {
  if ((event.key !== 'Enter' && event.key !== ' ') || event.repeat) return;
  const date = state.focusedDate;
  if (state.isCellDisabled(date) || state.isCellUnavailable(date)) return;
  event.preventDefault();
  event.stopPropagation();
  const anchor = state.anchorDate;
  state.selectDate(date);
  if (!anchor) return;
  const [start, end] = anchor.compare(date) < 0 ? [anchor, date] : [date, anchor];
  const monthBefore = state.visibleRange.start.subtract({ months: 1 });
  const fitsOneMonthBack =
    start.compare(state.visibleRange.start) < 0 &&
    start.compare(monthBefore) >= 0 &&
    end.compare(endOfMonth(state.visibleRange.end.subtract({ months: 1 }))) <= 0;
  if (fitsOneMonthBack) {
    state.focusPreviousPage();
    state.setFocusedDate(date);
  }
}

export interface RangeCalendarMonthsProps {
  headingClassName?: string;
  dayClassName?: string;
}

/**
 * The months shown inside a react-aria `<RangeCalendar>` (its `visibleDuration`, one by default):
 * each month's name and grid of days (arrow keys move, Enter picks), the previous button before the
 * first and the next button after the last. Two months sit side by side where they fit.
 */
export function RangeCalendarMonths({
  headingClassName = 'font-bold text-forest-900',
  dayClassName = rangeDayClass,
}: RangeCalendarMonthsProps) {
  const state = useContext(RangeCalendarStateContext)!;
  const months = state.visibleDuration.months ?? 1;
  return (
    <div className="@container">
      <div className="grid gap-x-4 gap-y-6 @xl:grid-cols-2">
        {Array.from({ length: months }, (_, offset) => (
          <div key={offset} className="w-full max-w-sm">
            <header className="mb-2 flex items-center justify-between">
              {offset === 0 ? (
                <Button slot="previous" className={navigationButton}>
                  <span aria-hidden="true">‹</span>
                </Button>
              ) : (
                <span className="size-10" />
              )}
              <CalendarHeading offset={{ months: offset }} className={headingClassName} />
              {offset === months - 1 ? (
                <Button slot="next" className={navigationButton}>
                  <span aria-hidden="true">›</span>
                </Button>
              ) : (
                <span className="size-10" />
              )}
            </header>
            {/* Before react-aria's own handling of the keys, on the cells. */}
            <div onKeyDownCapture={(event) => chooseByKeyboard(event, state)}>
              <CalendarGrid
                offset={{ months: offset }}
                className="w-full border-separate border-spacing-y-1"
              >
                {(date) => <CalendarCell date={date} className={dayClassName} />}
              </CalendarGrid>
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
