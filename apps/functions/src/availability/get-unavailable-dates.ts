import { todayInSydney } from '@camping/domain/dates/calendar';
import { unavailableDatesRequestSchema } from '@camping/domain/availability/unavailable-dates';
import { onCall } from 'firebase-functions/v2/https';
import { db } from '../admin.ts';
import { callableOptions } from '../options.ts';
import { parseInput } from '../validation.ts';
import { loadUnavailableDates } from './load-unavailable-dates.ts';

/** Callable: the nights of a window on which a package cannot be booked, as `YYYY-MM-DD`. Public. */
export const getUnavailableDates = onCall(callableOptions, async (request) => {
  const input = parseInput(unavailableDatesRequestSchema, request.data);
  return loadUnavailableDates(db, input, todayInSydney());
});
