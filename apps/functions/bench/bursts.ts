import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { StackInfo } from '@camping/stack/profiles';
import { saidWith } from './burst-calls.ts';
import { burstCases } from './burst-cases.ts';
import { offerBurstCases } from './offer-burst-cases.ts';
import { allAtOnce, percentiles } from './timing.ts';

/** How many calls one caller sends at once to each writing endpoint. */
const BURST = 200;
/** Calls (from other callers) that start every instance the gateway lets a function have. */
const WARM_UP_CALLS = 2;

/**
 * 200 calls at once from one caller to each writing endpoint, after warming the function's instances
 * with calls from other callers: how many were answered, how many admitted (against the limit), the
 * answers' statuses and times.
 */
export async function benchBursts(stack: StackInfo, adminAuth: Auth, db: Firestore) {
  console.log(
    `Bursts: ${BURST} calls at once from one caller to each writing endpoint (warm instances)`,
  );
  const cases = [...(await burstCases(stack, adminAuth, db)), ...offerBurstCases(stack, adminAuth)];
  for (const burst of cases) {
    const warmers = await Promise.all(Array.from({ length: WARM_UP_CALLS }, burst.caller));
    await Promise.all(warmers.map((caller, n) => burst.call(caller, -1 - n).catch(() => 0)));
    const caller = await burst.caller();
    saidWith.clear();
    const answers = await allAtOnce(
      Array.from({ length: BURST }, (_, n) => n),
      (n) => burst.call(caller, n),
    );
    const statuses = new Map<string, number>();
    for (const { answer } of answers) {
      const status = String(answer ?? 'none');
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    const answered = answers.filter(({ answer }) => answer !== null).length;
    const admitted = answers.filter(({ answer }) => answer !== null && answer !== 429).length;
    const verdict =
      answered === BURST && admitted <= burst.limit && !answers.some(({ answer }) => answer! >= 500)
        ? 'ok'
        : 'OVER';
    console.log(
      `  ${burst.name.padEnd(27)} answered ${answered}/${BURST}   admitted ${String(admitted).padStart(3)} (limit ${String(burst.limit).padStart(3)}) ${verdict}   ${percentiles(answers.map(({ ms }) => ms))}   statuses ${[...statuses].map(([status, n]) => `${status}×${n}`).join(' ')}`,
    );
    for (const [status, said] of saidWith) {
      if (status !== 429) console.log(`      ${status}: ${said}`);
    }
  }
}
