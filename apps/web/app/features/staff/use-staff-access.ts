import { useEffect, useState } from 'react';
import { loadAuthModule, useAuth } from '#app/features/account/index.ts';

/** Whether the person may use the staff area: still asking, yes, or no (guests included). */
export type StaffAccess = 'checking' | 'staff' | 'not-staff';

/**
 * The `admin` claim, re-read from the identity service (a fresh ID token) when the staff area opens
 * and whenever the tab comes back into view, so a claim granted or revoked meanwhile counts without
 * signing in again. A recheck that fails (offline) keeps what the last one found; the server checks
 * the claim on every call anyway.
 */
export function useStaffAccess(): StaffAccess {
  const { status, user } = useAuth();
  const uid = user?.uid ?? null;
  const [found, setFound] = useState<{ uid: string; staff: boolean } | null>(null);

  useEffect(() => {
    if (!uid) return;
    let active = true;
    let inFlight = false;
    const check = (isFirst: boolean) => {
      if (inFlight) return;
      inFlight = true;
      loadAuthModule()
        .then((auth) => auth.hasStaffClaim())
        .then(
          (staff) => active && setFound({ uid, staff }),
          () => active && isFirst && setFound({ uid, staff: false }),
        )
        .finally(() => (inFlight = false));
    };
    const recheck = () => {
      if (document.visibilityState === 'visible') check(false);
    };
    check(true);
    window.addEventListener('focus', recheck);
    document.addEventListener('visibilitychange', recheck);
    return () => {
      active = false;
      window.removeEventListener('focus', recheck);
      document.removeEventListener('visibilitychange', recheck);
    };
  }, [uid]);

  if (status === 'guest') return 'not-staff';
  if (status === 'loading' || !uid || found?.uid !== uid) return 'checking';
  return found.staff ? 'staff' : 'not-staff';
}
