import { FUNCTIONS } from '@camping/domain/callables';
import type { CallableOptions } from 'firebase-functions/v2/https';

/** Options shared by every callable: set per function because module imports run before any global set-up. */
export const callableOptions: CallableOptions = {
  region: FUNCTIONS.region,
  timeoutSeconds: FUNCTIONS.timeoutMs / 1000,
  maxInstances: 10,
};
