import fc from 'fast-check';
import { describe, expect, inject, it } from 'vitest';
import { FUNCTIONS } from '@camping/domain/callables';
import { addDays, datesFrom, todayInSydney, type IsoDate } from '@camping/domain/dates/calendar';
import { availabilitySettingsDocumentSchema } from '@camping/domain/firestore/documents';
import { AVAILABILITY_SETTINGS_DOC } from '@camping/domain/firestore/paths';
import { emulatorClientsForThisFile, failureOf } from '../testing/emulator-clients.ts';
import { fuzzCallable } from '../testing/fuzz.ts';
import { hostilePayload } from '../testing/hostile-input.ts';

const stack = inject('stack');
const clients = emulatorClientsForThisFile();
const call = clients.callable('getUnavailableDates');

const failure = (data: unknown) => failureOf(call(data));

/**
 * The nights from `from` to `to` (both included) that the stored settings black out: the demo
 * data's Christmas break reaches into these near windows for runs in December.
 */
async function blackedOut(from: IsoDate, to: IsoDate): Promise<IsoDate[]> {
  const stored = await clients.db.doc(AVAILABILITY_SETTINGS_DOC).get();
  const { blackouts } = availabilitySettingsDocumentSchema.parse(stored.data());
  return datesFrom(from, addDays(to, 1)).filter((night) =>
    blackouts.some((blackout) => blackout.from <= night && night <= blackout.to),
  );
}

/** The nights answered unavailable, in order: each given once, whatever made it so. */
const nightsOf = (...groups: IsoDate[][]) => [...new Set(groups.flat())].sort();

describe('getUnavailableDates (Functions emulator + Firestore emulator)', () => {
  const today = todayInSydney();

  it('returns the minimum-notice nights and the fully booked nights from Firestore', async () => {
    const dates = await call({
      packageId: 'glamping-bell-tent',
      from: today,
      to: addDays(today, 20),
    });
    expect(dates).toEqual(
      nightsOf(
        [today, addDays(today, 1), addDays(today, 2)],
        [addDays(today, 14), addDays(today, 15), addDays(today, 16)],
        await blackedOut(today, addDays(today, 20)),
      ),
    );
  });

  it('does not block another package on the nights the glamping kits are booked', async () => {
    const dates = await call({
      packageId: 'essentials',
      from: addDays(today, 10),
      to: addDays(today, 20),
    });
    expect(dates).toEqual(await blackedOut(addDays(today, 10), addDays(today, 20)));
  });

  it('includes campground closures and checks the campground offers the package', async () => {
    const error = await failure({
      packageId: 'glamping-bell-tent',
      locationId: 'blue-mountains-euroka',
      from: today,
      to: addDays(today, 5),
    });
    expect(error.code).toBe('functions/failed-precondition');
    expect(error.message).toBe(
      'Euroka, Blue Mountains National Park does not offer the Glamping Bell Tent package.',
    );
  });

  it('answers invalid-argument with a message a person understands', async () => {
    const error = await failure({ packageId: 'essentials', from: '2026-13-01', to: today });
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toBe('from: Use a real calendar date written as YYYY-MM-DD.');
    const backwards = await failure({
      packageId: 'essentials',
      from: addDays(today, 5),
      to: today,
    });
    expect(backwards.message).toBe('to: "to" must be on or after "from".');
  });

  it('answers invalid-argument, not a server error, for years date arithmetic cannot reach', async () => {
    const error = await failure({ packageId: 'essentials', from: '9999-12-01', to: '9999-12-31' });
    expect(error.code).toBe('functions/invalid-argument');
    expect(error.message).toBe(
      'from: Use a date between the years 2000 and 2100. to: Use a date between the years 2000 and 2100.',
    );
  });

  it('answers not-found for an unknown package or campground', async () => {
    expect((await failure({ packageId: 'yurt', from: today, to: today })).code).toBe(
      'functions/not-found',
    );
    const error = await failure({
      packageId: 'essentials',
      locationId: 'atlantis',
      from: today,
      to: today,
    });
    expect(error.message).toBe('There is no campground with the id "atlantis".');
  });

  it('speaks the callable protocol: POST {data} answers {result}', async () => {
    const url = `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/getUnavailableDates`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        data: { packageId: 'essentials', from: today, to: addDays(today, 3) },
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      result: nightsOf(
        [today, addDays(today, 1), addDays(today, 2)],
        await blackedOut(today, addDays(today, 3)),
      ),
    });

    const bad = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":{}}',
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { status: string } };
    expect(body.error.status).toBe('INVALID_ARGUMENT');
  });

  it('answers 400, not 500, to payloads the callable protocol decoder cannot read', async () => {
    const url = `${stack.functionsOrigin}/${stack.projectId}/${FUNCTIONS.region}/getUnavailableDates`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data": {"@type": "type.googleapis.com/google.protobuf.Int64Value", "value": "x"}}',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { status: string } }).error.status).toBe(
      'INVALID_ARGUMENT',
    );
  });

  it('answers any generated payload with dates or a 4xx, and writes nothing', async () => {
    const documents = async () => {
      const collections = await clients.db.listCollections();
      const counts = await Promise.all(
        collections.map(async (collection) => [
          collection.id,
          (await collection.count().get()).data().count,
        ]),
      );
      return Object.fromEntries(counts);
    };
    const before = await documents();
    const today = todayInSydney();
    const date = fc.integer({ min: -30, max: 420 }).map((days) => addDays(today, days));
    const { calls } = await fuzzCallable({
      stack,
      callable: 'getUnavailableDates',
      guestShare: 0.5,
      payload: hostilePayload({
        packageId: fc.constantFrom('essentials', 'glamping-bell-tent', 'family-basecamp', 'yurt'),
        locationId: fc.constantFrom('bouddi-putty-beach', 'blue-mountains-euroka', 'atlantis'),
        from: date,
        to: date,
      }),
    });
    expect(calls).toBeGreaterThanOrEqual(300);
    expect(await documents()).toEqual(before);
  });
});
