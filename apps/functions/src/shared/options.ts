import type { CallableOptions } from 'firebase-functions/v2/https';
import { FUNCTIONS } from '@camping/domain/callables';
import { allowedOrigins } from './allowed-origins.ts';

/** The pages that may call our functions (CORS). */
export const browserOrigins = allowedOrigins(process.env);

/**
 * Whether callables refuse requests without a valid App Check token (docs/decisions/0008): off
 * unless `ENFORCE_APP_CHECK=true` is set (e.g. in apps/functions/.env), which needs the web app to
 * register an App Check provider first.
 */
export function appCheckEnforced(env: NodeJS.ProcessEnv): boolean {
  return env.ENFORCE_APP_CHECK === 'true';
}

/** Options shared by every callable: set per function because module imports run before any global set-up. */
export const callableOptions: CallableOptions = {
  region: FUNCTIONS.region,
  timeoutSeconds: FUNCTIONS.timeoutMs / 1000,
  maxInstances: 10,
  cors: browserOrigins,
  enforceAppCheck: appCheckEnforced(process.env),
};
