import type { IsoDate } from '@camping/domain/dates/calendar';

/** A request as My Account shows it: the stay, and whether we told them it freed up. */
export interface WaitedStay {
  id: string;
  locationId: string;
  packageId: string;
  arrival: IsoDate;
  departure: IsoDate;
  guests: number;
  told: boolean;
  askedAt: number;
}
