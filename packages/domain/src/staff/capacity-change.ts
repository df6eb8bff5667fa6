import { formatLongDate } from '../booking/capacity.ts';
import { compareIsoDates, type IsoDate } from '../dates/calendar.ts';

/** What staff may lower: kits of a package per night, the crew's set-ups or pack-downs per day. */
export type CapacityKind = 'kits' | 'setUps' | 'packDowns';

/** How much of a capacity existing bookings hold on one night (kits) or day (crew). */
export interface CapacityUse {
  date: IsoDate;
  inUse: number;
}

export interface CapacityShortfall {
  /** The nights or days, from today on, on which bookings hold more than the new capacity. */
  dates: IsoDate[];
  /** The least capacity that keeps every one of those bookings. */
  needed: number;
  message: string;
}

const WORDS: Record<CapacityKind, { unit: string; perDay: string; on: [string, string] }> = {
  kits: { unit: 'kit', perDay: '', on: ['on the night of', 'on the nights of'] },
  setUps: { unit: 'set-up', perDay: ' a day', on: ['on', 'on'] },
  packDowns: { unit: 'pack-down', perDay: ' a day', on: ['on', 'on'] },
};

/** Past this many, the sentence names the first ones and says how many more. */
const NAMED_DATES = 10;

function namedDates(dates: readonly IsoDate[]): string {
  const named = dates.slice(0, NAMED_DATES).map(formatLongDate);
  const more = dates.length - named.length;
  if (more > 0) return `${named.join(', ')} and ${more} more`;
  return named.length === 1 ? named[0]! : `${named.slice(0, -1).join(', ')} and ${named.at(-1)!}`;
}

/**
 * Whether lowering a capacity to `capacity` would leave bookings already made without a kit or a crew
 * slot, on any night or day from `today` on (earlier ones are history); null when it would not. The
 * sentence names those nights or days, so staff know which bookings to move first.
 */
export function capacityShortfall(
  kind: CapacityKind,
  uses: readonly CapacityUse[],
  capacity: number,
  today: IsoDate,
): CapacityShortfall | null {
  const over = uses
    .filter((use) => compareIsoDates(use.date, today) >= 0 && use.inUse > capacity)
    .sort((a, b) => compareIsoDates(a.date, b.date));
  if (over.length === 0) return null;
  const words = WORDS[kind];
  const dates = over.map((use) => use.date);
  const needed = Math.max(...over.map((use) => use.inUse));
  const one = dates.length === 1;
  const count = (n: number) => `${n} ${words.unit}${n === 1 ? '' : 's'}`;
  return {
    dates,
    needed,
    message:
      `Bookings already hold ${one ? '' : 'up to '}${count(needed)} ${words.on[one ? 0 : 1]} ` +
      `${namedDates(dates)}: more than the ${capacity} you chose. ` +
      `Keep at least ${count(needed)}${words.perDay}, or move those bookings first.`,
  };
}
