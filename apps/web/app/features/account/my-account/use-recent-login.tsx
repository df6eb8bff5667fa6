import { useCallback, useRef, useState, type ReactNode } from 'react';
import { ReauthenticateDialog } from './reauthenticate-dialog.tsx';
import { ReauthenticationCancelled, needsRecentLogin } from './recent-login.ts';

/**
 * Runs a sensitive change; when the identity service (or a function) wants a recent login first,
 * asks the person to confirm it is them, then runs the change again. Render `dialog` somewhere.
 */
export function useRecentLogin(): {
  withRecentLogin: <Result>(change: () => Promise<Result>) => Promise<Result>;
  dialog: ReactNode;
} {
  const [asking, setAsking] = useState(false);
  const answer = useRef<{ confirmed: () => void; cancelled: () => void } | null>(null);

  const withRecentLogin = useCallback(
    async <Result,>(change: () => Promise<Result>): Promise<Result> => {
      try {
        return await change();
      } catch (error) {
        if (!needsRecentLogin(error)) throw error;
      }
      await new Promise<void>((resolve, reject) => {
        answer.current = {
          confirmed: resolve,
          cancelled: () => reject(new ReauthenticationCancelled()),
        };
        setAsking(true);
      });
      return change();
    },
    [],
  );

  const close = (outcome: 'confirmed' | 'cancelled') => {
    setAsking(false);
    answer.current?.[outcome]();
    answer.current = null;
  };

  return {
    withRecentLogin,
    dialog: asking ? (
      <ReauthenticateDialog
        onConfirmed={() => close('confirmed')}
        onCancel={() => close('cancelled')}
      />
    ) : null,
  };
}
