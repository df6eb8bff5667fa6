import { useId, type ComponentProps, type ReactNode } from 'react';

interface FieldFrameProps {
  label: string;
  /** What to fix, shown under the control and read out with it. */
  error?: string;
  /** Guidance shown under the control and read out with it, e.g. the password requirements. */
  hint?: ReactNode;
  className?: string;
}

/** What ties a control to its label, error and hint; spread last, so nothing can untie them. */
interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  className: string;
}

const CONTROL_CLASS =
  'mt-1 block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:outline-2 focus:outline-offset-1 focus:outline-forest-700 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700';

function FieldFrame({
  label,
  error,
  hint,
  className,
  id,
  control,
}: FieldFrameProps & { id: string | undefined; control: (wiring: ControlWiring) => ReactNode }) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  // The error first: it is what the person has to act on.
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block font-semibold text-forest-900">
        {label}
      </label>
      {control({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: CONTROL_CLASS,
      })}
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

export type TextFieldProps = FieldFrameProps & Omit<ComponentProps<'input'>, 'className'>;

/** A labelled input whose error and hint are read out with it. */
export function TextField({ label, error, hint, className, id, ...input }: TextFieldProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, className, id }}
      control={(wiring) => <input {...input} {...wiring} />}
    />
  );
}

export type TextAreaFieldProps = FieldFrameProps & Omit<ComponentProps<'textarea'>, 'className'>;

/** A labelled multi-line text box whose error and hint are read out with it. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  id,
  ...textarea
}: TextAreaFieldProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, className, id }}
      control={(wiring) => <textarea {...textarea} {...wiring} />}
    />
  );
}

export type SelectFieldProps = FieldFrameProps & Omit<ComponentProps<'select'>, 'className'>;

/** A labelled drop-down (its options are the children) whose error and hint are read out with it. */
export function SelectField({ label, error, hint, className, id, ...select }: SelectFieldProps) {
  return (
    <FieldFrame
      {...{ label, error, hint, className, id }}
      control={(wiring) => <select {...select} {...wiring} />}
    />
  );
}
