import type { ReactNode, Ref } from 'react';
import { panelClass } from '../staff-styles.ts';

export interface BookingSectionProps {
  title: string;
  children: ReactNode;
  /** For a section that takes focus (its heading does, and is announced). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** A part of a booking's page, named by its heading. */
export function BookingSection({ title, children, headingRef }: BookingSectionProps) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className={`${panelClass} space-y-3`}>
      <h2
        ref={headingRef}
        id={id}
        tabIndex={headingRef ? -1 : undefined}
        className="text-xl font-semibold text-forest-900"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}
