import { SYDNEY_TIME_ZONE } from '@camping/domain/dates/calendar';

const dateTime = new Intl.DateTimeFormat('en-AU', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: SYDNEY_TIME_ZONE,
});

/** An instant as the business reads it, in Sydney: "25 Nov 2026, 2:05 pm". */
export const formatInstant = (instant: string | Date) =>
  dateTime.format(typeof instant === 'string' ? new Date(instant) : instant);
