import { SYDNEY_TIME_ZONE } from '@camping/domain/dates/calendar';

const instantFormat = new Intl.DateTimeFormat('en-AU', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: SYDNEY_TIME_ZONE,
});

/** A moment as staff in Sydney read it, e.g. "25 Nov 2026, 2:05 pm". */
export function formatInstant(instant: Date): string {
  return instantFormat.format(instant);
}
