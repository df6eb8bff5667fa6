import type { ReactNode } from 'react';

export interface AlertProps {
  /** For a field that points at the alert with aria-describedby. */
  id?: string;
  children: ReactNode;
}

/** Why something failed, beside what failed: announced as it appears (role alert). */
export function Alert({ id, children }: AlertProps) {
  return (
    <p
      id={id}
      role="alert"
      className="rounded-md bg-red-50 p-3 font-medium text-red-900 ring-1 ring-red-200"
    >
      {children}
    </p>
  );
}
