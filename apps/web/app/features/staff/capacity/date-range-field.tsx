import { parseDate, type DateValue } from '@internationalized/date';
import { useId } from 'react';
import {
  Button,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { RangeCalendarMonths } from '#app/shared/range-calendar-months.tsx';

export interface DateRangeValue {
  /** `YYYY-MM-DD`, or '' before a day is chosen. */
  from: string;
  to: string;
}

export interface DateRangeFieldProps {
  label: string;
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  onBlur?: () => void;
  /** What to fix, shown under the field and read out with it. */
  error?: string;
}

function parsed(value: DateRangeValue) {
  try {
    return { start: parseDate(value.from), end: parseDate(value.to) };
  } catch {
    return null;
  }
}

const isoDate = (date: DateValue) => date.toString().slice(0, 10);

const segmentClass =
  'rounded px-0.5 tabular-nums outline-none data-placeholder:text-stone-500 data-focused:bg-forest-700 data-focused:text-white';

/**
 * A first and last day (both inclusive), typed day by day or picked on a calendar (react-aria: each
 * part of a date is a spin button, the calendar a grid the arrow keys move through).
 */
export function DateRangeField({ label, value, onChange, onBlur, error }: DateRangeFieldProps) {
  const errorId = useId();
  return (
    <I18nProvider locale="en-AU">
      <DateRangePicker
        value={parsed(value)}
        onChange={(range) =>
          onChange(
            range ? { from: isoDate(range.start), to: isoDate(range.end) } : { from: '', to: '' },
          )
        }
        onBlur={onBlur}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        firstDayOfWeek="mon"
        className="min-w-0"
      >
        <Label className="block font-semibold text-forest-900">{label}</Label>
        <Group className="mt-1 flex w-full max-w-md flex-wrap items-center gap-x-1 rounded-md border border-stone-400 bg-white py-1 pr-1 pl-3 shadow-sm focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-forest-700 data-invalid:border-red-700">
          <DateInput slot="start" className="flex">
            {(segment) => <DateSegment segment={segment} className={segmentClass} />}
          </DateInput>
          <span aria-hidden="true" className="px-1">
            to
          </span>
          <DateInput slot="end" className="flex">
            {(segment) => <DateSegment segment={segment} className={segmentClass} />}
          </DateInput>
          <Button className="ml-auto rounded-md px-2 py-1 font-semibold text-forest-800 hover:bg-forest-50">
            Calendar
          </Button>
        </Group>
        {error && (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
        <Popover className="rounded-card bg-white p-3 shadow-card ring-1 ring-stone-200">
          <Dialog className="outline-none">
            <RangeCalendar className="w-72">
              <RangeCalendarMonths />
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  );
}
