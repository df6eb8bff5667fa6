import type { ReactNode } from 'react';

export interface PageTitleBannerProps {
  title: string;
  /** A line under the heading. */
  children?: ReactNode;
}

/** The heading of a page over a night-sky band (app.css `page-banner`): the one h1 of the page. */
export function PageTitleBanner({ title, children }: PageTitleBannerProps) {
  return (
    <header className="page-banner px-4 pt-12 pb-20 text-center text-white sm:pt-16 sm:pb-24">
      <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
      {children && <div className="mx-auto mt-4 max-w-2xl text-lg text-sand-100">{children}</div>}
    </header>
  );
}
