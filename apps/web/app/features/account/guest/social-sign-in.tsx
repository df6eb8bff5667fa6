import { useState } from 'react';
import { authErrorMessage } from '@camping/domain/identity/auth-errors';
import { showToast } from '@camping/ui/toaster';
import { authErrorText } from '../error-code.ts';
import { loadAuthModule } from '../load-auth.ts';
import { ProviderMark } from '../provider-mark.tsx';
import { SOCIAL_PROVIDERS, type SocialProvider } from '../social-providers.ts';

export interface SocialSignInProps {
  /** Shows why signing in with a provider failed, next to the form. */
  onError: (message: string) => void;
  /** Called before each attempt, to clear an earlier message. */
  onStart: () => void;
}

/**
 * Google, Facebook, GitHub and X buttons. Signing in opens the provider in a popup; when the browser
 * blocks it, this tab goes to the provider instead. Someone new gets their profile from the auth
 * state, as everyone signing in does.
 */
export function SocialSignIn({ onError, onStart }: SocialSignInProps) {
  const [busy, setBusy] = useState<SocialProvider['id'] | null>(null);

  async function signInWith(provider: SocialProvider) {
    onStart();
    setBusy(provider.id);
    try {
      const firebase = await loadAuthModule();
      await firebase.signInWithSocialProvider(provider.id, () =>
        showToast({
          severity: 'info',
          summary: `Continuing to ${provider.label}`,
          detail: authErrorMessage('auth/popup-blocked'),
        }),
      );
    } catch (error) {
      onError(authErrorText(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="social-sign-in-heading" className="space-y-3">
      <h2
        id="social-sign-in-heading"
        className="flex items-center gap-3 font-sans text-sm font-semibold text-stone-700 before:h-px before:flex-1 before:bg-stone-300 after:h-px after:flex-1 after:bg-stone-300"
      >
        Or continue with
      </h2>
      <ul className="grid gap-2">
        {SOCIAL_PROVIDERS.map((provider) => (
          <li key={provider.id}>
            <button
              type="button"
              onClick={() => void signInWith(provider)}
              disabled={busy !== null}
              aria-busy={busy === provider.id}
              className="flex w-full items-center justify-center gap-3 rounded-md bg-white px-3 py-2.5 font-semibold text-stone-800 shadow-sm ring-1 ring-stone-300 hover:bg-sand-50 disabled:cursor-not-allowed disabled:opacity-70"
            >
              <ProviderMark provider={provider.id} />
              {busy === provider.id
                ? `Opening ${provider.label}…`
                : `Continue with ${provider.label}`}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
