import { z } from '../zod.ts';
import { isIsoDate, type IsoDate } from './calendar.ts';

// Kept apart from dates.ts so pages that only do date arithmetic do not download zod.
export const isoDateSchema = z
  .string()
  .refine(isIsoDate, { message: 'Use a real calendar date written as YYYY-MM-DD.' })
  .transform((value) => value as IsoDate);
