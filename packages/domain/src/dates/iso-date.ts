import { z } from '../zod.ts';
import { isIsoDate, type IsoDate, type IsoMonth } from './calendar.ts';

/** The years a date sent to us may fall in: far wider than any booking, narrow enough for date math. */
export const ISO_DATE_YEARS = { min: 2000, max: 2100 } as const;

// Kept apart from dates.ts so pages that only do date arithmetic do not download zod.
export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'Use a real calendar date written as YYYY-MM-DD.', abort: true })
  .refine(
    (value) => {
      const year = Number(value.slice(0, 4));
      return year >= ISO_DATE_YEARS.min && year <= ISO_DATE_YEARS.max;
    },
    { message: `Use a date between the years ${ISO_DATE_YEARS.min} and ${ISO_DATE_YEARS.max}.` },
  )
  .transform((value) => value as IsoDate);

/** A calendar month written `YYYY-MM`, in the same years as a date. */
export const isoMonthSchema = z
  .string()
  .refine((value) => /^\d{4}-\d{2}$/.test(value) && isIsoDate(`${value}-01`), {
    message: 'Use a month written as YYYY-MM.',
  })
  .transform((value) => value as IsoMonth);
