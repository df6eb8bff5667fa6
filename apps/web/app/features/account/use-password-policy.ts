import { useQuery } from '@tanstack/react-query';
import {
  FALLBACK_PASSWORD_POLICY,
  passwordPolicyFromService,
  type PasswordPolicy,
} from '@camping/domain/identity/password-policy';
import { queryKeys } from '#app/shared/query-keys.ts';
import { loadAuthModule } from './load-auth.ts';

/**
 * The project's password policy from the identity service. Until it arrives, or when the service
 * has none, only the minimum length of 6 applies (spec section 5); the service checks again anyway.
 */
export function usePasswordPolicy(): PasswordPolicy {
  const { data } = useQuery({
    queryKey: queryKeys.getPasswordPolicy(),
    queryFn: async () =>
      passwordPolicyFromService(await (await loadAuthModule()).fetchPasswordPolicy()),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ?? FALLBACK_PASSWORD_POLICY;
}
