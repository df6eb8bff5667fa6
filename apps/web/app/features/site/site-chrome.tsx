import { Logo } from '@camping/ui/logo';
import { SiteFooter } from '@camping/ui/site-footer';
import { SiteHeader, type SiteHeaderProps } from '@camping/ui/site-header';
import type { ReactNode } from 'react';

/** Pages bring their own `<main>`; this wrapper is where the skip link lands. */
function Content({ children }: { children: ReactNode }) {
  return (
    <div id="main-content" tabIndex={-1} className="flex-1 outline-none">
      {children}
    </div>
  );
}

/** Header (with the mobile menu), the page, and the footer. */
export function SiteChrome({
  auth,
  onLogout,
  children,
}: SiteHeaderProps & { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader auth={auth} onLogout={onLogout} />
      <Content>{children}</Content>
      <SiteFooter />
    </div>
  );
}

/**
 * The frame of pages shown outside the app's providers (a crash of the app itself, the loading page
 * of client-only routes): logo and footer, no account controls.
 */
export function MinimalChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-forest-100 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4">
          <Logo />
        </div>
      </header>
      <Content>{children}</Content>
      <SiteFooter />
    </div>
  );
}
