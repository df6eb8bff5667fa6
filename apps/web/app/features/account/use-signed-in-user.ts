import type { SignedInUser } from '@camping/ui/site-auth';
import { useAuth } from './auth-context.tsx';

/** The signed-in person, on pages the signed-in-only guard renders (it never renders them otherwise). */
export function useSignedInUser(): SignedInUser {
  const auth = useAuth();
  if (auth.status !== 'signed-in')
    throw new Error('useSignedInUser is for pages behind the signed-in-only guard.');
  return auth.user;
}
