import { todayInSydney } from '@camping/domain/dates/calendar';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { loadUnavailableDates } from './load-unavailable-dates.ts';

/** Callable: the nights of a window on which a package cannot be booked, as `YYYY-MM-DD`. Public. */
export const getUnavailableDates = defineCallable('getUnavailableDates', {}, (input) =>
  loadUnavailableDates(db, input, todayInSydney()),
);
