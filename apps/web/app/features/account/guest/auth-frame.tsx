import type { ReactNode } from 'react';
import { PageTitleBanner } from '@camping/ui/page-title-banner';

export interface AuthFrameProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of the guest pages (login, sign-up, password reset, e-mail links): one h1, one card. */
export function AuthFrame({ title, intro, children }: AuthFrameProps) {
  return (
    <main>
      <PageTitleBanner title={title}>{intro}</PageTitleBanner>
      <div className="mx-auto w-full max-w-md px-4 py-8 sm:py-12">
        <div className="space-y-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200 sm:p-8">
          {children}
        </div>
      </div>
    </main>
  );
}
