import { useId, type ReactNode, type Ref } from 'react';
import { card } from './styles.ts';

// Beside CardSection rather than in styles.ts, which every page's first load carries (ADR 0005).
/** A titled part of a page in a card (CardSection; the checkout's price panel, an aside). */
export const cardSection = `${card} space-y-4 p-5 sm:p-6`;

export const cardHeading = 'text-xl font-bold text-forest-900';

export interface CardSectionProps {
  title: string;
  /** What the part is for, under its heading. */
  intro?: ReactNode;
  /** A link or button beside the heading, such as "Add a campground". */
  action?: ReactNode;
  /** For a part whose heading takes focus after a change in it (it is announced from there). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}

/**
 * A part of a page in a card, labelled for screen readers by its h2. A band across the whole page
 * (public pages) is a PageSection.
 */
export function CardSection({ title, intro, action, headingRef, children }: CardSectionProps) {
  const id = useId();
  const heading = (
    <h2 ref={headingRef} id={id} tabIndex={headingRef ? -1 : undefined} className={cardHeading}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={cardSection}>
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {intro && <p className="text-stone-700">{intro}</p>}
      {children}
    </section>
  );
}
