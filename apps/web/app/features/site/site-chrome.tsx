import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { Logo } from '@camping/ui/logo';
import { SiteHeader, type SiteHeaderProps } from '@camping/ui/site-header';

const LazyFooter = lazy(() =>
  import('@camping/ui/site-footer').then(({ SiteFooter }) => ({ default: SiteFooter })),
);

/**
 * The footer is a part of its own: below every page's fold and the same on each, it hydrates a moment
 * after the rest, so no page's first load carries it (ADR 0005); until then its links load pages in
 * full. Should its code fail to load, the page goes on without it.
 */
function Footer() {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <LazyFooter />
      </Suspense>
    </ErrorBoundary>
  );
}

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
      <Footer />
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
      <Footer />
    </div>
  );
}
