import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** What to fix, shown under the field and read out with it. */
  error?: string;
  /** Guidance read out with the field, e.g. the password requirements. */
  hint?: ReactNode;
}

/** A labelled input whose hint and error are tied to it for screen readers. */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block font-semibold text-stone-900">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700"
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {hint && (
        <div id={hintId} className="mt-2 text-sm text-stone-700">
          {hint}
        </div>
      )}
    </div>
  );
}

/** The e-mail address field, as every account form asks for it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}
