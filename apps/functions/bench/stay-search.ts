import type { Firestore } from 'firebase-admin/firestore';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import type { StackInfo } from '@camping/stack/profiles';
import { functionUrl } from '../src/testing/customers.ts';
import { countReads } from './reads.ts';
import { oneAfterAnother, percentiles } from './timing.ts';

let addresses = 0;

/**
 * One searchStays call of a 3-night stay through the gateway, each from another guest address (the
 * search is rate-limited per caller, as a person searches a few times a minute at most).
 */
async function searchOnce(stack: StackInfo, request: object) {
  const response = await fetch(functionUrl(stack, 'searchStays'), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${(addresses = (addresses % 250) + 1)}`,
    },
    body: JSON.stringify({ data: request }),
  });
  if (response.status !== 200) throw new Error(`searchStays answered ${response.status}`);
}

/**
 * searchStays for a 3-night stay, with as many bookings stored as now: latency of 100 calls and the
 * documents one search reads (they must be the same with 0 bookings as with 10,000).
 */
export async function benchStaySearch(stack: StackInfo, handlerDb: Firestore): Promise<string> {
  const { loadSearchInventory } = await import('../src/availability/load-stay-search.ts');
  const arrival = addDays(todayInSydney(), 45);
  const request = { arrival, departure: addDays(arrival, 3), guests: 2 };
  const durations = await oneAfterAnother(() => searchOnce(stack, request), 100);
  const reads = await countReads(() => loadSearchInventory(handlerDb, request));
  return `${percentiles(durations)}   Firestore reads ${reads} per search`;
}
