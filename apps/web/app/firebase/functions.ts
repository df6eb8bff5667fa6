import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { FUNCTIONS } from '@camping/domain/callables';
import type { CallableName, CallableRequest, CallableResponse } from '@camping/domain/callables';
import { firebaseApp, firebaseConfig } from './app.ts';
import { splitHost } from './config.ts';

let instance: Functions | undefined;

function functions(): Functions {
  if (!instance) {
    instance = getFunctions(firebaseApp(), FUNCTIONS.region);
    const emulator = firebaseConfig.emulators.functions;
    // Vite writes the mode in, so production bundles leave this out, the SDK's emulator code with it.
    if (import.meta.env.MODE !== 'production' && emulator) {
      connectFunctionsEmulator(instance, ...splitHost(emulator));
    }
  }
  return instance;
}

/**
 * Calls a callable function of the contract (packages/domain/src/callables.ts); the SDK adds the
 * signed-in user's bearer token. The answer is typed, not checked: parse it with the contract's
 * response schema where the page relies on its shape.
 */
export async function callFunction<Name extends CallableName>(
  name: Name,
  data: CallableRequest<Name>,
): Promise<CallableResponse<Name>> {
  const callable = httpsCallable<CallableRequest<Name>, CallableResponse<Name>>(functions(), name, {
    timeout: FUNCTIONS.timeoutMs,
  });
  return (await callable(data)).data;
}
