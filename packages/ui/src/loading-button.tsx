import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface LoadingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  loading: boolean;
  /** Shown instead of the children while loading, e.g. "Sending…". */
  loadingLabel: string;
  children: ReactNode;
}

/** A button that disables itself and says what it is doing while its action runs. */
export function LoadingButton({
  loading,
  loadingLabel,
  children,
  disabled,
  className,
  ...rest
}: LoadingButtonProps) {
  return (
    <button
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading}
      className={`inline-flex items-center justify-center gap-2 rounded-md bg-forest-700 px-4 py-2 font-semibold text-white hover:bg-forest-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-forest-700 disabled:cursor-not-allowed disabled:opacity-70 ${className ?? ''}`}
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
