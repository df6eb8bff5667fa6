import { authErrorMessage } from '@camping/domain/identity/auth-errors';

/** The `code` of a Firebase error (`auth/wrong-password`, `functions/failed-precondition`…), if any. */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** What to tell a person when an identity call failed: never the SDK's own text. */
export function authErrorText(error: unknown): string {
  return authErrorMessage(errorCode(error));
}
