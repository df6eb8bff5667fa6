import type { CallableName, CallableRequest } from '@camping/domain/callables';

// The staff callables that save settings, capacity, the catalogue and the inbox (the contract in
// packages/domain/src/callables.ts). Firebase and zod load with the first call; the server checks the
// caller's admin claim every time.

type SavingCallable = Extract<
  CallableName,
  | 'staffSaveAvailability'
  | 'staffSavePricing'
  | 'staffSetKitCount'
  | 'staffSaveCatalogueEntry'
  | 'staffMarkMessage'
>;

/** Calls a staff callable that answers `{ saved: true }`; throws the server's refusal as it came. */
export async function saveWith<Name extends SavingCallable>(
  name: Name,
  request: CallableRequest<Name>,
): Promise<void> {
  const [{ callFunction }, { savedSchema }] = await Promise.all([
    import('#app/firebase/functions.ts'),
    import('@camping/domain/staff/staff-requests'),
  ]);
  savedSchema.parse(await callFunction(name, request));
}
