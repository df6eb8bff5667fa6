import { CAMPING_PACKAGES } from '@camping/catalogue/packages';
import { addDays, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import type { AvailabilitySettings, NightDocument } from '@camping/domain/firestore/documents';

// The catalogue itself (campgrounds, packages, add-ons, pricing) lives in @camping/catalogue; this is
// what only a demo stack needs: availability relative to today, booked nights and the demo accounts.

/** The `settings/availability` document of a demo stack. */
export function demoAvailabilitySettings(today: IsoDate = todayInSydney()): AvailabilitySettings {
  const year = Number(today.slice(0, 4));
  return {
    minNoticeDays: 3,
    horizonDays: 365,
    blackouts: [year, year + 1].map((y) => ({
      from: `${y}-12-24` as IsoDate,
      to: `${y}-12-26` as IsoDate,
      reason: 'Crew Christmas break',
    })),
  };
}

/** A few fully booked nights a fortnight out, so the calendar shows real unavailability. */
export function demoBookedNights(
  today: IsoDate = todayInSydney(),
): (NightDocument & { packageId: string })[] {
  const glamping = CAMPING_PACKAGES.find((p) => p.id === 'glamping-bell-tent');
  if (!glamping) return [];
  return [14, 15, 16].map((offset) => ({
    packageId: glamping.id,
    date: addDays(today, offset),
    kitsInUse: glamping.kitCount,
  }));
}

export const DEMO_USERS = [
  {
    email: 'camper@example.com',
    password: 'camping-demo-1',
    displayName: 'Casey Camper',
    admin: false,
  },
  { email: 'admin@example.com', password: 'admin-demo-1', displayName: 'Alex Admin', admin: true },
] as const;
