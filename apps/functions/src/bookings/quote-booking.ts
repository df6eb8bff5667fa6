import { todayInSydney } from '@camping/domain/dates/calendar';
import { pricedWithPromo } from '../offers/promo-quote.ts';
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
 * page asks again as choices change. With a promo code, the discounted price, or the undiscounted
 * one and why the code does not apply. Nothing is held: startCheckout checks again in its
 * transaction.
 */
export const quoteBooking = defineCallable(
  'quoteBooking',
  { rateLimit: RATE_LIMITS.quoteBooking },
  async (choice) => {
    const context = await loadStayContext(db, choice);
    const today = todayInSydney();
    const priced = await pricedWithPromo(db, quoteChoice(context, choice), choice, today);
    const datesProblem = datesProblemOf(context, choice, today);
    if (datesProblem) return { ...priced, problem: datesProblem, taken: false };
    const capacity = await capacityProblemNow(db, context, choice);
    return { ...priced, problem: capacity?.message ?? null, taken: capacity !== null };
  },
);
