import { randomUUID } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { addDays, todayInSydney } from '@camping/domain/dates/calendar';
import type { StackInfo } from '@camping/stack/profiles';
import { setKitsInUseOn } from '../src/testing/bookings.ts';
import {
  callAs,
  createCustomer,
  plainArrival,
  type TestCustomer,
} from '../src/testing/customers.ts';
import { shownTotalCents } from './shown-total.ts';
import { allAtOnce, oneAfterAnother, percentiles } from './timing.ts';

const RACERS = 30;
const GLAMPING = { id: 'glamping-bell-tent', kitCount: 3 };

function checkout(arrival: string, packageId = 'family-basecamp') {
  const choice = {
    locationId: 'lane-cove-river',
    packageId,
    addOns: [],
    guests: 2,
    arrival,
    departure: addDays(arrival as never, 2),
  };
  return {
    ...choice,
    phone: '0412 345 678',
    termsAccepted: true,
    idempotencyKey: randomUUID(),
    expectedTotalCents: shownTotalCents(choice),
  };
}

/** 30 customers at once for the last glamping kit of a stay `offset` days ahead. */
async function race(stack: StackInfo, db: Firestore, racers: TestCustomer[], offset: number) {
  const arrival = plainArrival(todayInSydney(), offset);
  for (const night of [arrival, addDays(arrival, 1)]) {
    await setKitsInUseOn(db, GLAMPING.id, night, GLAMPING.kitCount - 1);
  }
  const answers = await allAtOnce(racers, (racer) =>
    callAs(stack, 'startCheckout', checkout(arrival, GLAMPING.id), racer),
  );
  const held = answers.filter(({ answer }) => answer?.status === 200).length;
  const answered = answers.filter(({ answer }) => answer !== null).length;
  return `${percentiles(answers.map(({ ms }) => ms))}   answered ${answered}/${RACERS}   held ${held}`;
}

/**
 * startCheckout: 30 customers racing for one last kit while its instances are cold (the first
 * calls after the stack started), the same race warm, and calls one at a time. The cold race is
 * made of starting the function's instances (the gateway lets it have 2; each is a Node process that
 * loads the functions bundle) plus the race itself: the time one instance takes to start is printed
 * beside it.
 */
export async function benchCheckoutRace(stack: StackInfo, adminAuth: Auth, db: Firestore) {
  const racers = await Promise.all(
    Array.from({ length: RACERS }, () => createCustomer(stack, adminAuth, 'racer')),
  );
  const cold = await race(stack, db, racers, 170);
  const warm = await race(stack, db, racers, 176);
  console.log('startCheckout, through the functions gateway on loopback');
  console.log(`  ${RACERS} racing for 1 kit, cold   ${cold}`);
  console.log(`  ${RACERS} racing for 1 kit, warm   ${warm}`);

  const started = performance.now();
  await callAs(stack, 'previewCancellation', { bookingId: 'no-such-booking' });
  const firstCall = performance.now() - started;
  const warmCalls = await oneAfterAnother(
    () => callAs(stack, 'previewCancellation', { bookingId: 'no-such-booking' }),
    10,
  );
  console.log(
    `  one instance starting (first call of a function, less a warm call): ${(firstCall - Math.min(...warmCalls)).toFixed(0)} ms`,
  );

  let n = 0;
  const alone = await oneAfterAnother(
    () =>
      callAs(
        stack,
        'startCheckout',
        checkout(plainArrival(todayInSydney(), 200 + (n++ % 30) * 3)),
        racers[n % RACERS],
      ),
    40,
  );
  console.log(`  alone (40 calls)              ${percentiles(alone)}`);
}
