import { parseDate } from '@internationalized/date';
import { I18nProvider, RangeCalendar } from 'react-aria-components';
import { BOOKING_RULES } from '@camping/domain/booking/booking-rules';
import { addDays, isIsoDate, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { RangeCalendarMonths } from '#app/shared/range-calendar-months.tsx';

export interface StayDatesCalendarProps {
  /** The dates as typed so far (either may be empty). */
  stay: { arrival: string; departure: string };
  onChange: (stay: { arrival: IsoDate; departure: IsoDate }) => void;
}

/**
 * The search's dates on a range calendar (react-aria-components, as the checkout's: arrow keys move
 * between days, Enter picks), shown under the fields once asked for. Picking fills both date fields.
 */
export default function StayDatesCalendar({ stay, onChange }: StayDatesCalendarProps) {
  const today = todayInSydney();
  const chosen =
    isIsoDate(stay.arrival) && isIsoDate(stay.departure) && stay.arrival < stay.departure
      ? { start: parseDate(stay.arrival), end: parseDate(stay.departure) }
      : null;
  return (
    <I18nProvider locale="en-AU">
      <RangeCalendar
        aria-label="Stay"
        value={chosen}
        onChange={(range) => {
          // The arrival chosen twice is no night: the choice starts again.
          if (range && range.start.compare(range.end) < 0) {
            onChange({
              arrival: range.start.toString() as IsoDate,
              departure: range.end.toString() as IsoDate,
            });
          }
        }}
        minValue={parseDate(today)}
        maxValue={parseDate(addDays(today, BOOKING_RULES.horizonDays))}
        defaultFocusedValue={chosen?.start ?? parseDate(today)}
        firstDayOfWeek="mon"
        className="w-full"
      >
        <RangeCalendarMonths />
      </RangeCalendar>
    </I18nProvider>
  );
}
