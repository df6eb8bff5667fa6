import { FUNCTIONS } from '@camping/domain/callables';
import {
  connectFunctionsEmulator,
  getFunctions,
  httpsCallable,
  type Functions,
} from 'firebase/functions';
import { firebaseApp, firebaseConfig } from './app.ts';
import { splitHost } from './config.ts';

let instance: Functions | undefined;

function functions(): Functions {
  if (!instance) {
    instance = getFunctions(firebaseApp(), FUNCTIONS.region);
    const emulator = firebaseConfig.emulators.functions;
    if (emulator) connectFunctionsEmulator(instance, ...splitHost(emulator));
  }
  return instance;
}

/** Calls a callable function; the SDK adds the signed-in user's bearer token. */
export async function callFunction<Result>(name: string, data: unknown): Promise<Result> {
  const callable = httpsCallable<unknown, Result>(functions(), name, {
    timeout: FUNCTIONS.timeoutMs,
  });
  return (await callable(data)).data;
}
