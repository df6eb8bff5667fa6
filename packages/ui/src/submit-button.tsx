import type { ReactNode } from 'react';
import { LoadingButton } from './loading-button.tsx';
import { useHydrated } from './use-hydrated.ts';

export interface SubmitButtonProps {
  /** Whether the form is being submitted (react-hook-form's `formState.isSubmitting`). */
  submitting: boolean;
  /** What the button says meanwhile, e.g. "Sending…". */
  submittingLabel: string;
  /** As wide as the form: the narrow cards of the login and sign-up pages. */
  fullWidth?: boolean;
  tone?: 'primary' | 'danger';
  children: ReactNode;
}

/** What a pre-rendered form's button says until the page's code runs the form. */
export const FORM_NOT_READY_LABEL = 'Loading the form…';

/**
 * A form's submit button: it disables itself and says what is happening while the form submits, so a
 * second click never sends the form twice. In a pre-rendered page it is also disabled, saying so,
 * until the page's code has started: before that, the browser would submit the form itself (pressing
 * Enter in a field too), to the page's own address.
 */
export function SubmitButton({
  submitting,
  submittingLabel,
  fullWidth = false,
  tone,
  children,
}: SubmitButtonProps) {
  const ready = useHydrated();
  return (
    <LoadingButton
      type="submit"
      loading={submitting || !ready}
      loadingLabel={ready ? submittingLabel : FORM_NOT_READY_LABEL}
      tone={tone}
      className={fullWidth ? 'w-full' : undefined}
    >
      {children}
    </LoadingButton>
  );
}
