import type { ReactNode } from 'react';
import { withEmailAddresses } from '#app/shared/email-address.tsx';

export interface FormMessageProps {
  tone: 'error' | 'success' | 'info';
  children: ReactNode;
}

const TONES = {
  error: 'bg-red-50 text-red-900 ring-red-200',
  success: 'bg-forest-50 text-forest-900 ring-forest-200',
  info: 'bg-sand-100 text-stone-900 ring-stone-300',
};

/**
 * The outcome of a form, announced when it appears: errors interrupt (alert), the rest wait their
 * turn (status). E-mail addresses in it wrap at their @ and dots, not mid-word.
 */
export function FormMessage({ tone, children }: FormMessageProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg p-4 ring-1 ${TONES[tone]}`}
    >
      {typeof children === 'string' ? withEmailAddresses(children) : children}
    </div>
  );
}
