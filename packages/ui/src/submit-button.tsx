import type { ReactNode } from 'react';
import { LoadingButton } from './loading-button.tsx';

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

/**
 * A form's submit button: it disables itself and says what is happening while the form submits, so a
 * second click never sends the form twice.
 */
export function SubmitButton({
  submitting,
  submittingLabel,
  fullWidth = false,
  tone,
  children,
}: SubmitButtonProps) {
  return (
    <LoadingButton
      type="submit"
      loading={submitting}
      loadingLabel={submittingLabel}
      tone={tone}
      className={fullWidth ? 'w-full' : undefined}
    >
      {children}
    </LoadingButton>
  );
}
