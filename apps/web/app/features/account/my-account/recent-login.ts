import { errorCode } from '../error-code.ts';

/**
 * Whether a failure asks the person to prove who they are again: the identity service's
 * requires-recent-login, or a function (deleteMyAccount) that said the same.
 */
export function needsRecentLogin(error: unknown): boolean {
  if (errorCode(error) === 'auth/requires-recent-login') return true;
  if (errorCode(error) !== 'functions/failed-precondition') return false;
  const details = (error as { details?: unknown }).details;
  return (
    typeof details === 'object' &&
    details !== null &&
    'reason' in details &&
    details.reason === 'requires-recent-login'
  );
}

/** The person closed the "confirm it's you" dialog: the change they asked for was not made. */
export class ReauthenticationCancelled extends Error {
  constructor() {
    super('Nothing was changed: you did not confirm it was you.');
    this.name = 'ReauthenticationCancelled';
  }
}
