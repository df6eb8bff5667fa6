import type { ReactNode } from 'react';
import { card } from '#app/shared/styles.ts';

/** Prices in a card, scrolling sideways on a narrow screen; the caption is for screen readers. */
export function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <div className={`${card} overflow-x-auto`}>
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-forest-50 text-sm text-forest-900">
          <tr>
            {head.map((heading) => (
              <th key={heading} scope="col" className="px-3 py-3 font-semibold sm:px-4">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">{children}</tbody>
      </table>
    </div>
  );
}

/** A cell of a price table. */
export const cell = 'px-3 py-3 align-top sm:px-4';
