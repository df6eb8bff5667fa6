import type { ReactNode } from 'react';
import { container } from './styles.ts';

export interface PageSectionProps {
  /** Names the section's heading, which labels the section for screen readers. */
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tone?: 'plain' | 'tinted';
}

/** A titled band of a page: an h2 and its content. */
export function PageSection({ id, title, intro, children, tone = 'plain' }: PageSectionProps) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={tone === 'tinted' ? 'bg-sand-100' : undefined}
    >
      <div className={`${container} py-section`}>
        <h2 id={`${id}-heading`} className="text-3xl font-semibold text-forest-900 sm:text-4xl">
          {title}
        </h2>
        {intro && <div className="mt-3 max-w-3xl text-lg text-stone-700">{intro}</div>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
