import type { ReactNode } from 'react';

export interface PageTitleBannerProps {
  title: string;
  /** A line under the heading. */
  children?: ReactNode;
}

/** The heading of a page over a background band: the one h1 of the page. */
export function PageTitleBanner({ title, children }: PageTitleBannerProps) {
  return (
    <header className="bg-forest-900 bg-[radial-gradient(circle_at_20%_20%,#2f5d3a,transparent_60%)] px-4 py-12 text-center text-white sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      {children && <div className="mx-auto mt-3 max-w-2xl text-forest-100">{children}</div>}
    </header>
  );
}
