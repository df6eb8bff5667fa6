/** The booking rules of docs/product/decisions.md; staff settings may override the defaults per business. */
export const BOOKING_RULES = {
  /** Nights from "today" in Sydney before the earliest bookable arrival. */
  minNoticeDays: 3,
  /** How far ahead a night may be booked. */
  horizonDays: 365,
  minStayNights: 2,
  /** The longest stay one booking may hold. */
  maxStayNights: 28,
  /** Set-ups the crew can do on one arrival day, and pack-downs on one departure day. */
  crewSetUpsPerDay: 4,
  crewPackDownsPerDay: 4,
  /** An unpaid checkout hold is released after this long. */
  holdMinutes: 30,
  /** The widest window `getUnavailableDates` answers for in one call. */
  maxWindowDays: 400,
} as const;
