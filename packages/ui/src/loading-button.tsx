import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { submitButton } from './button-styles.ts';
import { dangerButton } from './danger-button-styles.ts';

export interface LoadingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Said every time: without a type, a button submits the form it is in. */
  type: 'button' | 'submit';
  loading: boolean;
  /** Shown instead of the children while loading, e.g. "Sending…". */
  loadingLabel: string;
  /** `danger` for an action that cannot be undone. */
  tone?: 'primary' | 'danger';
  children: ReactNode;
}

/** A button that disables itself and says what it is doing while its action runs. */
export function LoadingButton({
  type,
  loading,
  loadingLabel,
  tone = 'primary',
  children,
  disabled,
  className,
  ...rest
}: LoadingButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading}
      className={`${tone === 'danger' ? dangerButton : submitButton} ${className ?? ''}`}
    >
      {loading && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-white border-t-transparent"
        />
      )}
      {loading ? loadingLabel : children}
    </button>
  );
}
