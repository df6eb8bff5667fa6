import { plural } from '#app/shared/plural.ts';

/** 85 -> "1 hour 25 minutes". */
export function formatDriveTime(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [
    hours > 0 && plural(hours, 'hour', 'hours'),
    (rest > 0 || hours === 0) && plural(rest, 'minute', 'minutes'),
  ];
  return parts.filter(Boolean).join(' ');
}
