import type { ReactNode } from 'react';
import { card } from '#app/shared/styles.ts';

/** One part of My Details: a card with an h2 that names it for screen readers. */
export function DetailsSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${card} space-y-4 p-5 sm:p-6`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold text-forest-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
