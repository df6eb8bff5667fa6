import type { CallableRequest, CallableResponse } from '@camping/domain/callables';

// The closures' staff callables of the contract (packages/domain/src/callables.ts), typed calls as in
// staff-calls.ts: Firebase and zod load with the first call; every answer is checked.
async function load() {
  const [{ callFunction }, { CALLABLES }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/callables'),
  ]);
  return { callFunction, CALLABLES };
}

/** Every booking a closure of these campgrounds and nights would reach (`staffPreviewClosure`). */
export async function previewClosure(
  request: CallableRequest<'staffPreviewClosure'>,
): Promise<CallableResponse<'staffPreviewClosure'>> {
  const { callFunction, CALLABLES } = await load();
  return CALLABLES.staffPreviewClosure.response.parse(
    await callFunction('staffPreviewClosure', request),
  );
}

/**
 * Closes the nights and asks each customer reached to choose (`staffCloseCampgrounds`); the same
 * key sent again closes once.
 */
export async function closeCampgrounds(
  request: CallableRequest<'staffCloseCampgrounds'>,
): Promise<CallableResponse<'staffCloseCampgrounds'>> {
  const { callFunction, CALLABLES } = await load();
  return CALLABLES.staffCloseCampgrounds.response.parse(
    await callFunction('staffCloseCampgrounds', request),
  );
}

/** Moves, credits or refunds a closed stay for its customer (`staffChooseClosureOption`). */
export async function chooseForCustomer(
  request: CallableRequest<'staffChooseClosureOption'>,
): Promise<CallableResponse<'staffChooseClosureOption'>> {
  const { callFunction, CALLABLES } = await load();
  return CALLABLES.staffChooseClosureOption.response.parse(
    await callFunction('staffChooseClosureOption', request),
  );
}

/** Opens a closure's nights again (`staffLiftClosure`). */
export async function liftClosure(
  request: CallableRequest<'staffLiftClosure'>,
): Promise<CallableResponse<'staffLiftClosure'>> {
  const { callFunction, CALLABLES } = await load();
  return CALLABLES.staffLiftClosure.response.parse(await callFunction('staffLiftClosure', request));
}
