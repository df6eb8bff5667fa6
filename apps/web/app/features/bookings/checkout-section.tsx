import { useId, type ReactNode } from 'react';
import { card } from '#app/shared/styles.ts';

// The checkout's cards and its alerts: each part of the form is one titled section.

export const checkoutCard = `${card} space-y-5 p-5 sm:p-6`;
export const checkoutHeading = 'text-xl font-bold text-forest-900';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={checkoutCard}>
      <h2 id={id} className={checkoutHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Alert({ id, children }: { id?: string; children: ReactNode }) {
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
