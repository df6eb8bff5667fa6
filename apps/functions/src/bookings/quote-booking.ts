import { todayInSydney } from '@camping/domain/dates/calendar';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import {
  capacityProblemNow,
  datesProblemOf,
  loadStayContext,
  quoteChoice,
} from './stay-context.ts';

/**
 * Callable: the server's price of a choice, night by night, and whether it can be booked as chosen
 * (dates, kits, crew); when taken (kits, crew) rather than refused by the dates' rules, the customer
 * may ask to be told when it frees up. Public, so the price shows before logging in; the checkout
 * page asks again as choices change. Nothing is held: startCheckout checks again in its transaction.
 */
export const quoteBooking = defineCallable(
  'quoteBooking',
  { rateLimit: RATE_LIMITS.quoteBooking },
  async (choice) => {
    const context = await loadStayContext(db, choice);
    const quote = quoteChoice(context, choice);
    const datesProblem = datesProblemOf(context, choice, todayInSydney());
    if (datesProblem) return { quote, problem: datesProblem, taken: false };
    const capacity = await capacityProblemNow(db, context, choice);
    return { quote, problem: capacity?.message ?? null, taken: capacity !== null };
  },
);
