import { todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { db } from '../shared/admin.ts';
import { defineCallable } from '../shared/callable.ts';
import { RATE_LIMITS } from '../shared/limits.ts';
import { datesProblemOf, loadStayContext, quoteChoice } from './stay-context.ts';
import { inventoryRefs, problemIn } from './stay-capacity.ts';

/**
 * Callable: the server's price of a choice, night by night, and whether it can be booked as chosen
 * (dates, kits, crew). Public, so the price shows before logging in; the checkout page asks again as
 * choices change. Nothing is held: startCheckout checks again in its transaction.
 */
export const quoteBooking = defineCallable(
  'quoteBooking',
  { rateLimit: RATE_LIMITS.quoteBooking },
  async (choice) => {
    const context = await loadStayContext(db, choice);
    const quote = quoteChoice(context, choice);
    const datesProblem = datesProblemOf(context, choice, todayInSydney());
    if (datesProblem) return { quote, problem: datesProblem };
    const stay = {
      packageId: context.campingPackage.id,
      arrival: choice.arrival as IsoDate,
      departure: choice.departure as IsoDate,
    };
    const capacity = problemIn(stay, await db.getAll(...inventoryRefs(db, stay)), {
      kitCount: context.campingPackage.kitCount,
      blackouts: [...context.availability.blackouts, ...context.location.closures],
      availability: context.availability,
    });
    return { quote, problem: capacity?.message ?? null };
  },
);
